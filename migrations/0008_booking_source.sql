ALTER TABLE `reservations` ADD `source` text;--> statement-breakpoint
-- Online bookings were always told apart; staff ones made before sources were recorded stay unknown.
UPDATE `reservations` SET `source` = 'online' WHERE `is_admin_action` = 0;
