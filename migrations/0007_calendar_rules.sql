CREATE TABLE `local_holidays` (
	`date` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_calendar_days` (
	`date` text PRIMARY KEY NOT NULL,
	`services` text,
	`note` text,
	`paused` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_calendar_days`("date", "services", "note") SELECT "date", "services", "note" FROM `calendar_days`;--> statement-breakpoint
DROP TABLE `calendar_days`;--> statement-breakpoint
ALTER TABLE `__new_calendar_days` RENAME TO `calendar_days`;--> statement-breakpoint
PRAGMA foreign_keys=ON;