CREATE TABLE `tags` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_user_name` ON `tags` (`user_id`,`name`);--> statement-breakpoint
ALTER TABLE `users` ADD `auto_renew_all` integer DEFAULT false NOT NULL;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_bought_proxies` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text NOT NULL,
	`proxy_id` text NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`status` text NOT NULL,
	`expires_at` integer NOT NULL,
	`password_changed_at` integer,
	`auth_ips` text DEFAULT '' NOT NULL,
	`tag_id` text,
	`comment` text DEFAULT '' NOT NULL,
	`ip_change_mode` text DEFAULT 'manual' NOT NULL,
	`ip_change_interval` integer DEFAULT 60 NOT NULL,
	`ip_change_status` text DEFAULT 'idle' NOT NULL,
	`ip_change_requested_at` integer,
	`ip_changed_at` integer,
	`checked_at` integer,
	`check_alive` integer,
	`check_latency_ms` integer,
	`check_failure` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proxy_id`) REFERENCES `proxies`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bought_proxies_ip_interval" CHECK("__new_bought_proxies"."ip_change_interval" BETWEEN 5 AND 1000)
);
--> statement-breakpoint
-- Hand-edited: drizzle-kit selected the new columns from the old table; only the old ones exist there.
INSERT INTO `__new_bought_proxies`("id", "user_id", "order_id", "proxy_id", "username", "password", "status", "expires_at", "created_at", "updated_at") SELECT "id", "user_id", "order_id", "proxy_id", "username", "password", "status", "expires_at", "created_at", "updated_at" FROM `bought_proxies`;--> statement-breakpoint
DROP TABLE `bought_proxies`;--> statement-breakpoint
ALTER TABLE `__new_bought_proxies` RENAME TO `bought_proxies`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `bought_proxies_user` ON `bought_proxies` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `bought_proxies_user_expiry` ON `bought_proxies` (`user_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `bought_proxies_tag` ON `bought_proxies` (`tag_id`) WHERE tag_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `bought_proxies_auto_ip` ON `bought_proxies` (`ip_change_mode`,`status`) WHERE ip_change_mode = 'auto';--> statement-breakpoint
CREATE INDEX `bought_proxies_check` ON `bought_proxies` (`status`,`checked_at`);--> statement-breakpoint
CREATE INDEX `bought_proxies_order` ON `bought_proxies` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bought_proxies_one_holder` ON `bought_proxies` (`proxy_id`) WHERE status <> 'released';