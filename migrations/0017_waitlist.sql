CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`customer_phone` text NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`latest_start` text NOT NULL,
	`party_size` integer NOT NULL,
	`preferred_section` text,
	`quoted_minutes` integer,
	`state` text DEFAULT 'waiting' NOT NULL,
	`offer_start_time` text,
	`offer_end_time` text,
	`offer_section` text,
	`offer_combination_id` integer,
	`offer_expires_at` text,
	`offer_number` integer DEFAULT 0 NOT NULL,
	`reservation_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`offer_combination_id`) REFERENCES `table_combinations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "waitlist_entries_party" CHECK("waitlist_entries"."party_size" between 1 and 20)
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_date` ON `waitlist_entries` (`date`,`state`);--> statement-breakpoint
CREATE TABLE `waitlist_holds` (
	`entry_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	PRIMARY KEY(`entry_id`, `table_id`),
	FOREIGN KEY (`entry_id`) REFERENCES `waitlist_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `waitlist_holds_table` ON `waitlist_holds` (`table_id`,`starts_at`,`ends_at`);