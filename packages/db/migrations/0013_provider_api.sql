CREATE TABLE "provider_key_usage" (
	"key_id" integer NOT NULL,
	"second" bigint NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "provider_key_usage_key_id_second_pk" PRIMARY KEY("key_id","second")
);
--> statement-breakpoint
CREATE TABLE "provider_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(80) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "guesty_listing_id" varchar(40);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "breezeway_property_id" varchar(40);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "external_id" varchar(80);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_key_usage" ADD CONSTRAINT "provider_key_usage_key_id_provider_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."provider_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_keys_hash_key" ON "provider_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_external_id_key" ON "reservations" USING btree ("property_id","external_id") WHERE "reservations"."external_id" is not null;--> statement-breakpoint
-- Guest bookings come from the company's systems and are facts (a guest, money): one over an owner
-- stay or block is stored and reported as a clash, not refused (contract, "The provider's side").
-- The exclusion of 0001 is split by side: no two owner stays or blocks share a night, no two guest
-- bookings share a night, and the trigger below keeps refusing an owner's stay or block over a
-- guest booking, as the owner's calendar always has.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap";
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap_owner_side"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("kind" IN ('owner', 'maintenance') AND "status" IN ('confirmed', 'in progress', 'unavailable'));
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap_guest_side"
  EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("kind" = 'guest' AND "status" IN ('confirmed', 'in progress', 'unavailable'));
--> statement-breakpoint
-- Under the same per-property lock as the blocked nights of 0004; PL/pgSQL takes a fresh snapshot
-- for the check after the lock, so a guest booking committed first is seen.
CREATE FUNCTION reservations_refuse_owner_over_guest() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock('calendar_prices'::regclass::oid::integer, NEW.property_id);
  IF EXISTS (
    SELECT 1 FROM reservations
    WHERE property_id = NEW.property_id
      AND kind = 'guest'
      AND status IN ('confirmed', 'in progress', 'unavailable')
      AND start_date < NEW.end_date AND end_date > NEW.start_date
  ) THEN
    RAISE EXCEPTION 'nights % to % of property % are held by a guest booking',
      NEW.start_date, NEW.end_date, NEW.property_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservations_no_owner_over_guest';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_no_owner_over_guest
BEFORE INSERT OR UPDATE OF start_date, end_date, status, kind, property_id ON reservations
FOR EACH ROW
WHEN (NEW.kind IN ('owner', 'maintenance') AND NEW.status IN ('confirmed', 'in progress', 'unavailable'))
EXECUTE FUNCTION reservations_refuse_owner_over_guest();
