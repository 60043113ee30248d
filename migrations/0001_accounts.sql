CREATE TABLE `dev_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dev_outbox_to` ON `dev_outbox` (`to`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`reset_token_hash` text,
	`reset_expires_at` integer
);
--> statement-breakpoint
CREATE INDEX `email_codes_lookup` ON `email_codes` (`email`,`purpose`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `email_codes_reset` ON `email_codes` (`reset_token_hash`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`refresh_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`rotated_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`ip` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_refresh_hash` ON `sessions` (`refresh_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `spent_refresh_tokens` (
	`hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`spent_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text,
	`role` integer DEFAULT 1 NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`locale` text DEFAULT 'vi' NOT NULL,
	`email_verified_at` integer,
	`banned_at` integer,
	`deleted_at` integer,
	`google_sub` text,
	`two_factor_secret` text,
	`two_factor_pending_secret` text,
	`totp_last_step` integer,
	`api_key_hash` text,
	`api_key_prefix` text,
	`affiliate_code` text,
	`ip` text,
	`country_code` text,
	`source_referer` text,
	`source_traffic` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "users_balance_not_negative" CHECK("users"."balance" >= 0),
	CONSTRAINT "users_role_known" CHECK("users"."role" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_live` ON `users` (`email`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_live` ON `users` (`username`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub` ON `users` (`google_sub`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_api_key_hash` ON `users` (`api_key_hash`);