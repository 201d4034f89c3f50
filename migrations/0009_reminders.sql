ALTER TABLE `reservations` ADD `reminded_at` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `reminder_channel` text;--> statement-breakpoint
ALTER TABLE `reservations` ADD `diner_confirmed_at` text;