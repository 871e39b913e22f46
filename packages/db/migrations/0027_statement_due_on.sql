-- A statement keeps the payout date of its first publication when it is written again (issue 43,
-- item 8). Rows written before knew only the day they were last issued: that day + 15 is the
-- date their owners were last told.
ALTER TABLE "statements" ADD COLUMN "due_on" date;
--> statement-breakpoint
UPDATE "statements" SET "due_on" = "issued_on" + 15;
--> statement-breakpoint
ALTER TABLE "statements" ALTER COLUMN "due_on" SET NOT NULL;
