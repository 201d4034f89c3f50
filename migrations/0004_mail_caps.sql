ALTER TABLE `outbox` ADD `from_public_form` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `queued_on` text;--> statement-breakpoint
CREATE INDEX `outbox_public_day` ON `outbox` (`queued_on`,`from_public_form`,`recipient`);