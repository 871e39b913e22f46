ALTER TABLE "reservations" ADD COLUMN "delivery_state" varchar(10);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "delivery_webhook_id" varchar(40);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_delivery_state" CHECK ("reservations"."delivery_state" in ('pending', 'sent'));