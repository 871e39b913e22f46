-- Two active stays or blocks of one property can never hold the same night.
-- Nights are [start_date, end_date): the check-out day stays free for the next check-in.
-- The database enforces it, so no race between two writers can double-book.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("status" IN ('confirmed', 'in progress', 'unavailable'));
