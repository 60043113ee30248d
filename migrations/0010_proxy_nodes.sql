CREATE TABLE `usage_batches` (
	`sub_server_id` text NOT NULL,
	`epoch` text NOT NULL,
	`seq` integer NOT NULL,
	`from_at` integer NOT NULL,
	`to_at` integer NOT NULL,
	`bytes` integer NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`sub_server_id`, `epoch`, `seq`)
);
--> statement-breakpoint
CREATE INDEX `usage_batches_received` ON `usage_batches` (`received_at`);--> statement-breakpoint
CREATE TABLE `usage_daily` (
	`proxy_id` text NOT NULL,
	`owner` text NOT NULL,
	`owner_id` text NOT NULL,
	`up` integer NOT NULL,
	`down` integer NOT NULL,
	`day` integer NOT NULL,
	PRIMARY KEY(`proxy_id`, `owner`, `owner_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `usage_daily_day` ON `usage_daily` (`day`);--> statement-breakpoint
CREATE TABLE `usage_hourly` (
	`proxy_id` text NOT NULL,
	`owner` text NOT NULL,
	`owner_id` text NOT NULL,
	`up` integer NOT NULL,
	`down` integer NOT NULL,
	`hour` integer NOT NULL,
	PRIMARY KEY(`proxy_id`, `owner`, `owner_id`, `hour`)
);
--> statement-breakpoint
CREATE INDEX `usage_hourly_hour` ON `usage_hourly` (`hour`);--> statement-breakpoint
CREATE TABLE `usage_totals` (
	`owner` text NOT NULL,
	`owner_id` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`up` integer NOT NULL,
	`down` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`owner`, `owner_id`, `period_start`)
);
--> statement-breakpoint
CREATE INDEX `usage_totals_end` ON `usage_totals` (`period_end`);--> statement-breakpoint
ALTER TABLE `proxies` ADD `exit_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `ipv6_prefix` text;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `key_hash` text;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `key_prefix` text;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `key_issued_at` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `feed_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `usage_epoch` text;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `usage_seq` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `last_seen_at` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `node_version` text;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `started_at` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `uptime_seconds` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `proxies_served` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `listeners` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `open_connections` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `bytes_per_second` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `pending_reports` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `applied_feed_version` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `feed_applied_at` integer;--> statement-breakpoint
ALTER TABLE `sub_servers` ADD `last_error` text;--> statement-breakpoint
CREATE UNIQUE INDEX `sub_servers_key_hash` ON `sub_servers` (`key_hash`);--> statement-breakpoint
ALTER TABLE `bought_proxies` ADD `ip_change_feed_version` integer;--> statement-breakpoint
ALTER TABLE `plans` DROP COLUMN `used_mb`;--> statement-breakpoint
-- Hand-written (ADR 0018): existing proxies leave from their own host.
UPDATE `proxies` SET `exit_address` = `host` WHERE `exit_address` = '';
--> statement-breakpoint
-- A proxy stored without an exit address leaves from its host (outside proxies imported from a list).
CREATE TRIGGER `proxies_exit_default` AFTER INSERT ON `proxies` WHEN NEW.exit_address = ''
BEGIN
  UPDATE proxies SET exit_address = NEW.host WHERE id = NEW.id;
END;
--> statement-breakpoint
-- The feed version of a node grows with every change its feed would show (ADR 0018), so a node's
-- poll is answered 304 from its one sub_servers row. One trigger per table the feed reads.
CREATE TRIGGER `feed_proxies_insert` AFTER INSERT ON `proxies`
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id = NEW.sub_server_id;
END;
--> statement-breakpoint
CREATE TRIGGER `feed_proxies_update` AFTER UPDATE OF host, http_port, socks_port, exit_address, ip_version, username, password, status, sub_server_id ON `proxies`
  WHEN OLD.host IS NOT NEW.host OR OLD.http_port IS NOT NEW.http_port OR OLD.socks_port IS NOT NEW.socks_port
    OR OLD.exit_address IS NOT NEW.exit_address OR OLD.ip_version IS NOT NEW.ip_version OR OLD.username IS NOT NEW.username
    OR OLD.password IS NOT NEW.password OR OLD.status IS NOT NEW.status OR OLD.sub_server_id IS NOT NEW.sub_server_id
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (OLD.sub_server_id, NEW.sub_server_id);
END;
--> statement-breakpoint
CREATE TRIGGER `feed_proxies_delete` AFTER DELETE ON `proxies`
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id = OLD.sub_server_id;
END;
--> statement-breakpoint
CREATE TRIGGER `feed_bought_insert` AFTER INSERT ON `bought_proxies`
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id = (SELECT sub_server_id FROM proxies WHERE id = NEW.proxy_id);
END;
--> statement-breakpoint
CREATE TRIGGER `feed_bought_update` AFTER UPDATE OF proxy_id, username, password, auth_ips, status, expires_at ON `bought_proxies`
  WHEN OLD.proxy_id IS NOT NEW.proxy_id OR OLD.username IS NOT NEW.username OR OLD.password IS NOT NEW.password
    OR OLD.auth_ips IS NOT NEW.auth_ips OR OLD.status IS NOT NEW.status OR OLD.expires_at IS NOT NEW.expires_at
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1
    WHERE id IN (SELECT sub_server_id FROM proxies WHERE id IN (OLD.proxy_id, NEW.proxy_id));
END;
--> statement-breakpoint
CREATE TRIGGER `feed_shared_insert` AFTER INSERT ON `shared_assignments`
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id = (SELECT sub_server_id FROM proxies WHERE id = NEW.proxy_id);
END;
--> statement-breakpoint
CREATE TRIGGER `feed_shared_update` AFTER UPDATE OF released, proxy_id ON `shared_assignments`
  WHEN OLD.released IS NOT NEW.released OR OLD.proxy_id IS NOT NEW.proxy_id
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1
    WHERE id IN (SELECT sub_server_id FROM proxies WHERE id IN (OLD.proxy_id, NEW.proxy_id));
END;
--> statement-breakpoint
CREATE TRIGGER `feed_shared_delete` AFTER DELETE ON `shared_assignments`
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id = (SELECT sub_server_id FROM proxies WHERE id = OLD.proxy_id);
END;
--> statement-breakpoint
CREATE TRIGGER `feed_plans_update` AFTER UPDATE OF username, password, auth_ips, status, starts_at, expires_at, bandwidth_gb ON `plans`
  WHEN OLD.username IS NOT NEW.username OR OLD.password IS NOT NEW.password OR OLD.auth_ips IS NOT NEW.auth_ips
    OR OLD.status IS NOT NEW.status OR OLD.starts_at IS NOT NEW.starts_at OR OLD.expires_at IS NOT NEW.expires_at
    OR OLD.bandwidth_gb IS NOT NEW.bandwidth_gb
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (SELECT p.sub_server_id FROM shared_assignments a
    JOIN proxies p ON p.id = a.proxy_id WHERE a.owner_type = 'plan' AND a.owner_id = NEW.id AND a.released = 0);
END;
--> statement-breakpoint
CREATE TRIGGER `feed_trials_update` AFTER UPDATE OF username, password, auth_ips, status, expires_at ON `trials`
  WHEN OLD.username IS NOT NEW.username OR OLD.password IS NOT NEW.password OR OLD.auth_ips IS NOT NEW.auth_ips
    OR OLD.status IS NOT NEW.status OR OLD.expires_at IS NOT NEW.expires_at
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (SELECT p.sub_server_id FROM shared_assignments a
    JOIN proxies p ON p.id = a.proxy_id WHERE a.owner_type = 'trial' AND a.owner_id = NEW.id AND a.released = 0);
END;
--> statement-breakpoint
-- A banned or deleted owner's proxies are locked.
CREATE TRIGGER `feed_users_update` AFTER UPDATE OF banned_at, deleted_at ON `users`
  WHEN OLD.banned_at IS NOT NEW.banned_at OR OLD.deleted_at IS NOT NEW.deleted_at
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (
    SELECT p.sub_server_id FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id WHERE b.user_id = NEW.id AND b.status <> 'released'
    UNION SELECT p.sub_server_id FROM shared_assignments a JOIN proxies p ON p.id = a.proxy_id
      WHERE a.released = 0 AND a.owner_id IN (SELECT id FROM plans WHERE user_id = NEW.id UNION SELECT id FROM trials WHERE user_id = NEW.id));
END;
--> statement-breakpoint
-- A private proxy's allowance follows its order's tier and period start.
CREATE TRIGGER `feed_orders_update` AFTER UPDATE OF bandwidth_tier, starts_at ON `orders`
  WHEN OLD.bandwidth_tier IS NOT NEW.bandwidth_tier OR OLD.starts_at IS NOT NEW.starts_at
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (
    SELECT p.sub_server_id FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id WHERE b.order_id = NEW.id AND b.status <> 'released');
END;
--> statement-breakpoint
CREATE TRIGGER `feed_tiers_update` AFTER UPDATE OF monthly_gb ON `bandwidth_tiers` WHEN OLD.monthly_gb IS NOT NEW.monthly_gb
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `feed_sub_servers_update` AFTER UPDATE OF enabled, ipv6_prefix ON `sub_servers`
  WHEN OLD.enabled IS NOT NEW.enabled OR OLD.ipv6_prefix IS NOT NEW.ipv6_prefix
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id = NEW.id;
END;
