ALTER TABLE `reservation_attempts` ADD `anonymised_at` text;--> statement-breakpoint
CREATE INDEX `reservation_attempts_email` ON `reservation_attempts` (`customer_email`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `anonymised_at` text;