CREATE TABLE `plan_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`user_id` text NOT NULL,
	`action` text NOT NULL,
	`success` integer NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plan_logs_plan` ON `plan_logs` (`plan_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`countries` text NOT NULL,
	`bandwidth_tier` text NOT NULL,
	`bandwidth_gb` integer,
	`used_mb` integer DEFAULT 0 NOT NULL,
	`auth_ips` text NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`status` text NOT NULL,
	`monthly_price` integer NOT NULL,
	`auto_renew` integer DEFAULT false NOT NULL,
	`starts_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`released_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "plans_amount" CHECK("plans"."amount" > 0 AND "plans"."amount" % 50 = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plans_one_per_user` ON `plans` (`user_id`);--> statement-breakpoint
CREATE INDEX `plans_status_expiry` ON `plans` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `shared_assignments` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_type` text NOT NULL,
	`owner_id` text NOT NULL,
	`proxy_id` text NOT NULL,
	`released` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`proxy_id`) REFERENCES `proxies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shared_assignments_owner` ON `shared_assignments` (`owner_type`,`owner_id`,`released`);--> statement-breakpoint
CREATE INDEX `shared_assignments_proxy` ON `shared_assignments` (`proxy_id`,`released`);--> statement-breakpoint
CREATE UNIQUE INDEX `shared_assignments_once` ON `shared_assignments` (`owner_type`,`owner_id`,`proxy_id`) WHERE released = 0;--> statement-breakpoint
CREATE TABLE `trials` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`country_code` text NOT NULL,
	`amount` integer NOT NULL,
	`auth_ips` text NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`status` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trials_one_per_user` ON `trials` (`user_id`);--> statement-breakpoint
CREATE INDEX `trials_status_expiry` ON `trials` (`status`,`expires_at`);