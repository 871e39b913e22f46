CREATE SEQUENCE "public"."owner_data_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "property_owners" ALTER COLUMN "data_version" SET DEFAULT nextval('owner_data_versions');--> statement-breakpoint
-- Decision 0042, revised: a bump gave each row its count plus one, so two owners' sums (or one
-- owner's after a row was removed and added again at 0) could meet at the same value for
-- different data, and a kept answer was served stale. Every value now comes from the sequence,
-- started past every count there is, and the cached answers are filed under the owner too.
SELECT setval('owner_data_versions', coalesce((SELECT max(data_version) FROM property_owners), 0) + 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_owner_data_versions(property_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE property_owners SET data_version = nextval('owner_data_versions')
  WHERE property_id = ANY (property_ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_every_owner_data_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE property_owners SET data_version = nextval('owner_data_versions');
  RETURN NULL;
END
$$;
