CREATE TABLE `table_combination_members` (
	`combination_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	PRIMARY KEY(`combination_id`, `table_id`),
	FOREIGN KEY (`combination_id`) REFERENCES `table_combinations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `table_combination_members_table` ON `table_combination_members` (`table_id`);--> statement-breakpoint
CREATE TABLE `table_combinations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`section` text NOT NULL,
	`min_capacity` integer NOT NULL,
	`max_capacity` integer NOT NULL,
	`online` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "table_combinations_capacity" CHECK("table_combinations"."min_capacity" between 1 and 20 and "table_combinations"."max_capacity" between "table_combinations"."min_capacity" and 20)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_combinations_section_name` ON `table_combinations` (`section`,`name`);