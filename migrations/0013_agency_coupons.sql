CREATE TABLE `affiliate_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `agencies` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code` text NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`commission_percent` integer NOT NULL,
	`discount_percent` integer NOT NULL,
	`created_at` integer NOT NULL,
	`activated_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "agencies_rates" CHECK("agencies"."commission_percent" BETWEEN 0 AND 50 AND "agencies"."discount_percent" BETWEEN 0 AND 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agencies_one_per_user` ON `agencies` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `agencies_code` ON `agencies` (`code`);--> statement-breakpoint
CREATE TABLE `commissions` (
	`id` text PRIMARY KEY NOT NULL,
	`agency_id` text NOT NULL,
	`agent_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`spend_event_key` text NOT NULL,
	`spend_ledger_id` text NOT NULL,
	`spend_type` text NOT NULL,
	`ref_type` text,
	`ref_id` text,
	`spend_amount` integer NOT NULL,
	`percent` integer NOT NULL,
	`amount` integer NOT NULL,
	`reversed` integer DEFAULT 0 NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	`clawed_back` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`credited_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`agent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "commissions_amounts" CHECK("commissions"."amount" > 0 AND "commissions"."reversed" BETWEEN 0 AND "commissions"."amount" AND "commissions"."clawed_back" BETWEEN 0 AND "commissions"."paid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `commissions_spend` ON `commissions` (`spend_event_key`);--> statement-breakpoint
CREATE INDEX `commissions_agency_time` ON `commissions` (`agency_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `commissions_status_time` ON `commissions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `commissions_ref` ON `commissions` (`ref_type`,`ref_id`);--> statement-breakpoint
CREATE TABLE `coupon_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`within_total` integer NOT NULL,
	`within_user` integer NOT NULL,
	CONSTRAINT "coupon_claims_total" CHECK("coupon_claims"."within_total" = 1),
	CONSTRAINT "coupon_claims_user" CHECK("coupon_claims"."within_user" = 1)
);
--> statement-breakpoint
CREATE TABLE `coupon_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`coupon_id` text NOT NULL,
	`user_id` text NOT NULL,
	`spend_event_key` text NOT NULL,
	`discount` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "coupon_uses_discount" CHECK("coupon_uses"."discount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_uses_spend` ON `coupon_uses` (`spend_event_key`);--> statement-breakpoint
CREATE INDEX `coupon_uses_coupon_user` ON `coupon_uses` (`coupon_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`agency_id` text,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`min_order` integer DEFAULT 0 NOT NULL,
	`products` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`max_uses` integer,
	`max_uses_per_user` integer,
	`enabled` integer DEFAULT true NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "coupons_value" CHECK("coupons"."value" > 0 AND ("coupons"."kind" <> 'percent' OR "coupons"."value" <= 90) AND "coupons"."min_order" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code` ON `coupons` (`code`);--> statement-breakpoint
CREATE INDEX `coupons_agency` ON `coupons` (`agency_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `owner_agency_id` text;--> statement-breakpoint
CREATE INDEX `users_owner_agency` ON `users` (`owner_agency_id`) WHERE owner_agency_id IS NOT NULL;