CREATE TABLE `bandwidth_tiers` (
	`tier` text PRIMARY KEY NOT NULL,
	`monthly_gb` integer,
	`surcharge_percent` integer NOT NULL,
	`sort_order` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "bandwidth_tiers_surcharge" CHECK("bandwidth_tiers"."surcharge_percent" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE `discounts` (
	`id` text PRIMARY KEY NOT NULL,
	`min_amount` integer NOT NULL,
	`percent` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "discounts_percent" CHECK("discounts"."percent" BETWEEN 1 AND 90)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discounts_min_amount` ON `discounts` (`min_amount`);--> statement-breakpoint
CREATE TABLE `packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`kind` text NOT NULL,
	`ip_version` text NOT NULL,
	`ip_mode` text NOT NULL,
	`country_code` text NOT NULL,
	`amount` integer NOT NULL,
	`bandwidth_tier` text NOT NULL,
	`period_unit` text NOT NULL,
	`period_count` integer NOT NULL,
	`price` integer NOT NULL,
	`renew_price` integer NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "packages_positive" CHECK("packages"."amount" > 0 AND "packages"."price" > 0 AND "packages"."renew_price" > 0 AND "packages"."period_count" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `packages_name` ON `packages` (`name`);--> statement-breakpoint
CREATE TABLE `prices` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`ip_version` text NOT NULL,
	`ip_mode` text NOT NULL,
	`country_code` text NOT NULL,
	`period_unit` text NOT NULL,
	`period_count` integer NOT NULL,
	`price` integer NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "prices_positive" CHECK("prices"."price" > 0 AND "prices"."period_count" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prices_product_period` ON `prices` (`kind`,`ip_version`,`ip_mode`,`country_code`,`period_unit`,`period_count`);--> statement-breakpoint
CREATE TABLE `proxies` (
	`id` text PRIMARY KEY NOT NULL,
	`sub_server_id` text NOT NULL,
	`host` text NOT NULL,
	`http_port` integer,
	`socks_port` integer,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`country_code` text NOT NULL,
	`ip_version` text NOT NULL,
	`ip_mode` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`sub_server_id`) REFERENCES `sub_servers`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "proxies_has_port" CHECK("proxies"."http_port" IS NOT NULL OR "proxies"."socks_port" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proxies_http_endpoint` ON `proxies` (`host`,`http_port`) WHERE http_port IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `proxies_socks_endpoint` ON `proxies` (`host`,`socks_port`) WHERE socks_port IS NOT NULL;--> statement-breakpoint
CREATE INDEX `proxies_stock` ON `proxies` (`status`,`kind`,`ip_version`,`ip_mode`,`country_code`);--> statement-breakpoint
CREATE INDEX `proxies_sub_server` ON `proxies` (`sub_server_id`);--> statement-breakpoint
CREATE TABLE `sub_servers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`host` text NOT NULL,
	`country_code` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sub_servers_name` ON `sub_servers` (`name`);--> statement-breakpoint
CREATE TABLE `bought_proxies` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text NOT NULL,
	`proxy_id` text NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`status` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proxy_id`) REFERENCES `proxies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bought_proxies_user` ON `bought_proxies` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `bought_proxies_order` ON `bought_proxies` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bought_proxies_one_holder` ON `bought_proxies` (`proxy_id`) WHERE status <> 'released';--> statement-breakpoint
CREATE TABLE `order_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`user_id` text NOT NULL,
	`action` text NOT NULL,
	`success` integer NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_logs_order` ON `order_logs` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`user_id` text NOT NULL,
	`package_id` text,
	`package_name` text,
	`kind` text NOT NULL,
	`ip_version` text NOT NULL,
	`ip_mode` text NOT NULL,
	`country_code` text NOT NULL,
	`amount` integer NOT NULL,
	`bandwidth_tier` text NOT NULL,
	`period_unit` text NOT NULL,
	`period_count` integer NOT NULL,
	`original_price` integer NOT NULL,
	`discount` integer NOT NULL,
	`total_price` integer NOT NULL,
	`renew_price` integer NOT NULL,
	`status` text NOT NULL,
	`auto_renew` integer DEFAULT false NOT NULL,
	`starts_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`auto_renew_failed_for` integer,
	`released_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_amount_positive" CHECK("orders"."amount" > 0),
	CONSTRAINT "orders_prices" CHECK("orders"."total_price" = "orders"."original_price" - "orders"."discount" AND "orders"."total_price" > 0 AND "orders"."discount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_code` ON `orders` (`code`);--> statement-breakpoint
CREATE INDEX `orders_user_time` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_expiry` ON `orders` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `stock_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`wanted` integer NOT NULL,
	`got` integer NOT NULL,
	CONSTRAINT "stock_claims_complete" CHECK("stock_claims"."got" = "stock_claims"."wanted")
);
