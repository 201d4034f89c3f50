ALTER TABLE `reservations` ADD `arrived_at` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `left_at` text;--> statement-breakpoint
CREATE INDEX `reservations_report` ON `reservations` (`date`,`status`,`party_size`,`start_time`,`preferred_section`,`source`,`arrived_at`,`left_at`);