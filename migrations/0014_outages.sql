CREATE TABLE `heartbeat` (
	`id` integer PRIMARY KEY NOT NULL,
	`beat_at` integer NOT NULL,
	`stopped_cleanly` integer DEFAULT false NOT NULL,
	`tunnel_lost_at` integer,
	CONSTRAINT "heartbeat_one_row" CHECK("heartbeat"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `outages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer NOT NULL,
	`clean` integer NOT NULL,
	`seen` integer DEFAULT false NOT NULL,
	CONSTRAINT "outages_interval" CHECK("outages"."ended_at" > "outages"."started_at")
);
--> statement-breakpoint
CREATE INDEX `outages_ended` ON `outages` (`ended_at`);