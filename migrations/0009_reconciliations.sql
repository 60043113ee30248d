CREATE TABLE `reconciliations` (
	`id` text PRIMARY KEY NOT NULL,
	`ran_at` integer NOT NULL,
	`trigger` text NOT NULL,
	`users_checked` integer NOT NULL,
	`topups_checked` integer NOT NULL,
	`differences` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reconciliations_time` ON `reconciliations` (`ran_at`);