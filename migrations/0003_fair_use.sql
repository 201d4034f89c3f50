CREATE TABLE `fair_use_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bucket` text NOT NULL,
	`client` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fair_use_hits_client` ON `fair_use_hits` (`bucket`,`client`,`at`);--> statement-breakpoint
CREATE INDEX `fair_use_hits_at` ON `fair_use_hits` (`at`);