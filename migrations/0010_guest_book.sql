CREATE TABLE `guests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`phone_key` text,
	`email_key` text,
	`notes` text,
	`allergies` text DEFAULT '[]' NOT NULL,
	`allergy_notes` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guests_phone_key` ON `guests` (`phone_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `guests_email_key` ON `guests` (`email_key`);--> statement-breakpoint
CREATE INDEX `guests_name` ON `guests` (`name`);--> statement-breakpoint
ALTER TABLE `reservation_attempts` ADD `guest_id` integer REFERENCES guests(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `reservation_attempts_guest` ON `reservation_attempts` (`guest_id`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `guest_id` integer REFERENCES guests(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `reservations_guest` ON `reservations` (`guest_id`);