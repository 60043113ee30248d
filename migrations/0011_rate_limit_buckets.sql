CREATE TABLE `rate_limit_buckets` (
	`key` text PRIMARY KEY NOT NULL,
	`tat` integer NOT NULL
);
--> statement-breakpoint
DROP TABLE `rate_limits`;