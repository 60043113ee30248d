ALTER TABLE `key_packages` ADD `name_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `key_packages` ADD `description_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `proxy_keys` ADD `package_name_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Key packages and keys made before had one name and description: it reads the same in both languages.
UPDATE `key_packages` SET `name_en` = `name`, `description_en` = `description`;--> statement-breakpoint
UPDATE `proxy_keys` SET `package_name_en` = `package_name`;
