CREATE TABLE `admin_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text NOT NULL,
	`action` text NOT NULL,
	`user_id` text,
	`subject` text,
	`before` text,
	`after` text,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `admin_audit_time` ON `admin_audit` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_actor` ON `admin_audit` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_user` ON `admin_audit` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_action` ON `admin_audit` (`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`new_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`requested_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`confirmed_at` integer,
	`superseded_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_changes_token` ON `email_changes` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_changes_user` ON `email_changes` (`user_id`,`created_at`);--> statement-breakpoint
-- Hand-written: the audit log is append-only; a row once written is never changed or removed (ADR 0024).
CREATE TRIGGER `admin_audit_no_update` BEFORE UPDATE ON `admin_audit` BEGIN SELECT RAISE(ABORT, 'admin_audit is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `admin_audit_no_delete` BEFORE DELETE ON `admin_audit` BEGIN SELECT RAISE(ABORT, 'admin_audit is append-only'); END;
