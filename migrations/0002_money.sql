CREATE TABLE `bank_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`provider_tx_id` text NOT NULL,
	`bank_reference` text,
	`account_number` text NOT NULL,
	`amount` integer NOT NULL,
	`content` text NOT NULL,
	`transaction_date` text,
	`status` text NOT NULL,
	`user_id` text,
	`topup_id` text,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bank_transfers_provider_tx` ON `bank_transfers` (`provider`,`provider_tx_id`);--> statement-breakpoint
CREATE INDEX `bank_transfers_status` ON `bank_transfers` (`status`,`received_at`);--> statement-breakpoint
CREATE TABLE `holds` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`topup_id` text NOT NULL,
	`company_name` text NOT NULL,
	`tax_code` text NOT NULL,
	`address` text NOT NULL,
	`email` text NOT NULL,
	`amount_vnd` integer NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`provider_ref` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`topup_id`) REFERENCES `topups`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_topup` ON `invoices` (`topup_id`);--> statement-breakpoint
CREATE INDEX `invoices_user_time` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_status` ON `invoices` (`status`);--> statement-breakpoint
CREATE TABLE `ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`event_key` text NOT NULL,
	`type` text NOT NULL,
	`content` text NOT NULL,
	`balance_before` integer NOT NULL,
	`price` integer NOT NULL,
	`amount` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`ref_type` text,
	`ref_id` text,
	`actor_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_amount_not_zero" CHECK("ledger"."amount" <> 0),
	CONSTRAINT "ledger_balance_adds_up" CHECK("ledger"."balance_after" = "ledger"."balance_before" + "ledger"."amount"),
	CONSTRAINT "ledger_balance_not_negative" CHECK("ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_event_key` ON `ledger` (`event_key`);--> statement-breakpoint
CREATE INDEX `ledger_user_time` ON `ledger` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `provider_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`event_id` text,
	`verified` integer NOT NULL,
	`outcome` text NOT NULL,
	`raw` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `provider_events_lookup` ON `provider_events` (`provider`,`event_id`);--> statement-breakpoint
CREATE TABLE `topups` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`method` text NOT NULL,
	`status` text NOT NULL,
	`amount_xu` integer NOT NULL,
	`bonus_xu` integer DEFAULT 0 NOT NULL,
	`paid_amount` integer,
	`currency` text NOT NULL,
	`vnd_per_usd` integer,
	`provider_ref` text,
	`provider_event_id` text,
	`content` text NOT NULL,
	`pay_url` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`credited_at` integer,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `topups_user_time` ON `topups` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `topups_provider_ref` ON `topups` (`method`,`provider_ref`);--> statement-breakpoint
ALTER TABLE `users` ADD `bill_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_bill_code` ON `users` (`bill_code`);