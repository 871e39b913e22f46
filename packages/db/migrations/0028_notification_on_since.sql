-- When each notification was last turned back on (decision 0087): null while it never was, so
-- every unsubscribe link sent so far keeps working until the owner turns its e-mail on again.
ALTER TABLE "notification_settings" ADD COLUMN "new_booking_on_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "canceled_booking_on_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "statement_published_on_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "task_completed_on_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "own_booking_on_since" timestamp with time zone;
