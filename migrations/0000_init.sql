CREATE TABLE `admin_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_sessions_tokenHash_unique` ON `admin_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `admin_sessions_expiry` ON `admin_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`image_url` text,
	`menu_section_id` integer,
	`display_order` integer DEFAULT 1 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`menu_section_id`) REFERENCES `menu_sections`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `categories_section` ON `categories` (`menu_section_id`);--> statement-breakpoint
CREATE TABLE `dining_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`table_number` integer NOT NULL,
	`min_capacity` integer DEFAULT 1 NOT NULL,
	`max_capacity` integer DEFAULT 8 NOT NULL,
	`section` text DEFAULT 'Salón' NOT NULL,
	`position_x` integer DEFAULT 0 NOT NULL,
	`position_y` integer DEFAULT 0 NOT NULL,
	`is_available` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "dining_tables_capacity" CHECK("dining_tables"."min_capacity" between 1 and 20 and "dining_tables"."max_capacity" between "dining_tables"."min_capacity" and 20),
	CONSTRAINT "dining_tables_position" CHECK("dining_tables"."position_x" between 0 and 4 and "dining_tables"."position_y" between 0 and 8)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dining_tables_section_number` ON `dining_tables` (`section`,`table_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `dining_tables_section_position` ON `dining_tables` (`section`,`position_x`,`position_y`);--> statement-breakpoint
CREATE TABLE `menu_sections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`image_url` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `product_likes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`user_email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_likes_product_user` ON `product_likes` (`product_id`,`user_email`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price_cents` integer,
	`image_url` text,
	`category_id` integer NOT NULL,
	`subcategory_id` integer,
	`is_available` integer DEFAULT true NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	`display_order` integer DEFAULT 1 NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`allergens` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subcategory_id`) REFERENCES `subcategories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "products_price" CHECK("products"."price_cents" is null or "products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_category` ON `products` (`category_id`,`display_order`);--> statement-breakpoint
CREATE INDEX `products_subcategory` ON `products` (`subcategory_id`);--> statement-breakpoint
CREATE TABLE `reservation_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`party_size` integer NOT NULL,
	`preferred_section` text NOT NULL,
	`special_requests` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `reservation_attempts_date` ON `reservation_attempts` (`date`);--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text NOT NULL,
	`date` text NOT NULL,
	`end_date` text,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`time` text NOT NULL,
	`times` text,
	`table_id` integer,
	`table_number` integer,
	`preferred_section` text DEFAULT 'Salón' NOT NULL,
	`party_size` integer NOT NULL,
	`special_requests` text,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`has_arrived` integer DEFAULT false NOT NULL,
	`has_left` integer DEFAULT false NOT NULL,
	`confirmation_number` text NOT NULL,
	`is_admin_action` integer DEFAULT false NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`table_id`) REFERENCES `dining_tables`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reservations_party" CHECK("reservations"."party_size" between 1 and 20),
	CONSTRAINT "reservations_interval" CHECK("reservations"."ends_at" > "reservations"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_confirmationNumber_unique` ON `reservations` (`confirmation_number`);--> statement-breakpoint
CREATE INDEX `reservations_date` ON `reservations` (`date`);--> statement-breakpoint
CREATE INDEX `reservations_table_interval` ON `reservations` (`table_id`,`starts_at`,`ends_at`);--> statement-breakpoint
CREATE INDEX `reservations_email` ON `reservations` (`customer_email`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subcategories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`category_id` integer NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_visible` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subcategories_category` ON `subcategories` (`category_id`);--> statement-breakpoint
CREATE TABLE `time_slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`available` integer DEFAULT true NOT NULL,
	`max_capacity` integer DEFAULT 8 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "time_slots_capacity" CHECK("time_slots"."max_capacity" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `time_slots_date_time` ON `time_slots` (`date`,`time`);