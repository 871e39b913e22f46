-- The channel manager's reservation id and the provider's external id are one id (decision 0049):
-- what was stored as the first becomes the second, where the booking has none yet.
UPDATE "reservations" SET "external_id" = "channel_reservation_id"
  WHERE "external_id" IS NULL AND "channel_reservation_id" IS NOT NULL AND "kind" = 'guest';--> statement-breakpoint
DROP INDEX "reservations_channel_id_key";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "channel_reservation_id";
