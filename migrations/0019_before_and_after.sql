CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_id` text NOT NULL,
	`guest_id` integer,
	`date` text NOT NULL,
	`overall` integer NOT NULL,
	`food` integer NOT NULL,
	`service` integer NOT NULL,
	`ambience` integer NOT NULL,
	`comment` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`read_at` text,
	`anonymised_at` text,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "feedback_scores" CHECK("feedback"."overall" between 1 and 5 and "feedback"."food" between 1 and 5 and "feedback"."service" between 1 and 5 and "feedback"."ambience" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `feedback_reservationId_unique` ON `feedback` (`reservation_id`);--> statement-breakpoint
CREATE INDEX `feedback_date` ON `feedback` (`date`);--> statement-breakpoint
CREATE INDEX `feedback_guest` ON `feedback` (`guest_id`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `diner_allergies` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `diner_allergy_notes` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `diner_allergies_at` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `reconfirm_by` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `nudged_at` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `released_at` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `survey_opt_out` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reservations` ADD `survey_sent_at` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `calendar_sequence` integer DEFAULT 0 NOT NULL;