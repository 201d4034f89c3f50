CREATE TABLE `calendar_days` (
	`date` text PRIMARY KEY NOT NULL,
	`services` text NOT NULL,
	`note` text
);
