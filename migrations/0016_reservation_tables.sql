CREATE TABLE `reservation_tables` (
	`reservation_id` text NOT NULL,
	`table_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`reservation_id`, `table_id`),
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reservation_tables_table` ON `reservation_tables` (`table_id`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `combination_id` integer REFERENCES table_combinations(id) ON DELETE set null;