ALTER TABLE `packages` ADD `name_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `packages` ADD `description_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `package_name_en` text;--> statement-breakpoint
-- Packages and orders made before had one name and description: it reads the same in both languages.
UPDATE `packages` SET `name_en` = `name`, `description_en` = `description`;--> statement-breakpoint
UPDATE `orders` SET `package_name_en` = `package_name` WHERE `package_name` IS NOT NULL;
