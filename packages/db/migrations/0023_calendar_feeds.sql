-- The calendar feed (issue 27, item 3; decision 0057): one secret address per owner and property.
-- The token is kept as it is, since the contract shows the address again on every GET; the
-- rate limit of the feed counts in the row itself, so serving it stays one statement.
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"window_started_at" timestamp with time zone,
	"window_requests" integer DEFAULT 0 NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_owner_property_key" ON "calendar_feeds" USING btree ("user_id","property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
-- The feed's SEQUENCE (RFC 5545 3.8.7.4): counted up by the database on every change of what an
-- event shows, so that each way a reservation is written (the owner's calendar, the provider API,
-- the connectors, the CSV import, a script) raises it and none can forget to. A constant default
-- adds the column without rewriting the table.
ALTER TABLE "reservations" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION reservations_count_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A writer never sets the revision itself: it is the old one, raised when the event changed.
  NEW.revision := OLD.revision;
  IF (NEW.property_id, NEW.kind, NEW.status, NEW.start_date, NEW.end_date, NEW.notes,
      NEW.type_of_maintenance, NEW.reservation_for, NEW.arrival, NEW.guests_count)
     IS DISTINCT FROM
     (OLD.property_id, OLD.kind, OLD.status, OLD.start_date, OLD.end_date, OLD.notes,
      OLD.type_of_maintenance, OLD.reservation_for, OLD.arrival, OLD.guests_count) THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_revision BEFORE UPDATE ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_count_revision();
