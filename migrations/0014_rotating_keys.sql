CREATE TABLE `download_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `download_links_token` ON `download_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `download_links_user` ON `download_links` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `key_packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`ip_version` text NOT NULL,
	`country_code` text NOT NULL,
	`carrier` text,
	`region` text,
	`period_unit` text NOT NULL,
	`period_count` integer NOT NULL,
	`min_change_seconds` integer NOT NULL,
	`auto_rotate_minutes` integer,
	`price` integer NOT NULL,
	`renew_price` integer NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "key_packages_positive" CHECK("key_packages"."price" > 0 AND "key_packages"."renew_price" > 0 AND "key_packages"."period_count" > 0 AND "key_packages"."min_change_seconds" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `key_packages_name` ON `key_packages` (`name`);--> statement-breakpoint
CREATE TABLE `proxy_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`user_id` text NOT NULL,
	`purchase_id` text NOT NULL,
	`package_id` text,
	`package_name` text NOT NULL,
	`proxy_id` text NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`auth_ips` text DEFAULT '' NOT NULL,
	`ip_version` text NOT NULL,
	`country_code` text NOT NULL,
	`carrier` text,
	`region` text,
	`period_unit` text NOT NULL,
	`period_count` integer NOT NULL,
	`min_change_seconds` integer NOT NULL,
	`auto_rotate_minutes` integer,
	`price` integer NOT NULL,
	`renew_price` integer NOT NULL,
	`status` text NOT NULL,
	`auto_renew` integer DEFAULT false NOT NULL,
	`auto_renew_failed_for` integer,
	`starts_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`released_at` integer,
	`changed_at` integer,
	`change_status` text DEFAULT 'idle' NOT NULL,
	`change_requested_at` integer,
	`change_feed_version` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proxy_id`) REFERENCES `proxies`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "proxy_keys_prices" CHECK("proxy_keys"."price" > 0 AND "proxy_keys"."renew_price" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proxy_keys_key` ON `proxy_keys` (`key`);--> statement-breakpoint
CREATE UNIQUE INDEX `proxy_keys_one_holder` ON `proxy_keys` (`proxy_id`) WHERE status <> 'released';--> statement-breakpoint
CREATE INDEX `proxy_keys_user` ON `proxy_keys` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `proxy_keys_purchase` ON `proxy_keys` (`purchase_id`);--> statement-breakpoint
CREATE INDEX `proxy_keys_status_expiry` ON `proxy_keys` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `proxy_keys_changing` ON `proxy_keys` (`change_requested_at`) WHERE change_status = 'changing';--> statement-breakpoint
CREATE INDEX `proxy_keys_auto_rotate` ON `proxy_keys` (`status`) WHERE auto_rotate_minutes IS NOT NULL;--> statement-breakpoint
ALTER TABLE `proxies` ADD `carrier` text;--> statement-breakpoint
ALTER TABLE `proxies` ADD `region` text;--> statement-breakpoint
-- Hand-written (ADR 0028): a key is a way into its rotating proxy, so the node's feed version grows
-- with every change of a key the feed shows (ADR 0018 keeps one trigger per table the feed reads).
CREATE TRIGGER `feed_keys_insert` AFTER INSERT ON `proxy_keys`
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id = (SELECT sub_server_id FROM proxies WHERE id = NEW.proxy_id);
END;
--> statement-breakpoint
CREATE TRIGGER `feed_keys_update` AFTER UPDATE OF proxy_id, username, password, auth_ips, status, expires_at ON `proxy_keys`
  WHEN OLD.proxy_id IS NOT NEW.proxy_id OR OLD.username IS NOT NEW.username OR OLD.password IS NOT NEW.password
    OR OLD.auth_ips IS NOT NEW.auth_ips OR OLD.status IS NOT NEW.status OR OLD.expires_at IS NOT NEW.expires_at
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1
    WHERE id IN (SELECT sub_server_id FROM proxies WHERE id IN (OLD.proxy_id, NEW.proxy_id));
END;
--> statement-breakpoint
-- A banned or deleted owner's keys are locked too: the owners' trigger of 0010 again, with keys.
DROP TRIGGER `feed_users_update`;
--> statement-breakpoint
CREATE TRIGGER `feed_users_update` AFTER UPDATE OF banned_at, deleted_at ON `users`
  WHEN OLD.banned_at IS NOT NEW.banned_at OR OLD.deleted_at IS NOT NEW.deleted_at
BEGIN
  UPDATE sub_servers SET feed_version = feed_version + 1 WHERE id IN (
    SELECT p.sub_server_id FROM bought_proxies b JOIN proxies p ON p.id = b.proxy_id WHERE b.user_id = NEW.id AND b.status <> 'released'
    UNION SELECT p.sub_server_id FROM proxy_keys k JOIN proxies p ON p.id = k.proxy_id WHERE k.user_id = NEW.id AND k.status <> 'released'
    UNION SELECT p.sub_server_id FROM shared_assignments a JOIN proxies p ON p.id = a.proxy_id
      WHERE a.released = 0 AND a.owner_id IN (SELECT id FROM plans WHERE user_id = NEW.id UNION SELECT id FROM trials WHERE user_id = NEW.id));
END;
