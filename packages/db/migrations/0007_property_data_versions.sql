CREATE TABLE "property_data_versions" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_data_versions" ADD CONSTRAINT "property_data_versions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every statement that changes what a property's figures read moves that property's version once
-- (decision 0042): the figures answers are cached against the sum of these over the caller's
-- properties. Ids are bumped in order, as the month figures' locks are taken (no deadlock between
-- two statements of one table).
CREATE FUNCTION bump_property_data_versions(property_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO property_data_versions (property_id, version)
  SELECT id, 1 FROM (SELECT DISTINCT unnest(property_ids) AS id ORDER BY id) AS touched
  WHERE EXISTS (SELECT 1 FROM properties WHERE properties.id = touched.id)
  ORDER BY id
  ON CONFLICT (property_id) DO UPDATE SET version = property_data_versions.version + 1
$$;
--> statement-breakpoint
-- Tables whose rows name their property in property_id (stays, prices, care tasks); one function
-- for the three events, as in migration 0003.
CREATE FUNCTION bump_property_data_versions_of_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(property_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(property_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(property_id) INTO ids
    FROM (SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows) AS touched;
  END IF;
  PERFORM bump_property_data_versions(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_property_data_versions_of_properties() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_property_data_versions(array_agg(id)) FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_every_property_data_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_property_data_versions(array_agg(id)) FROM properties;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_data_version_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_data_version_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_data_version_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_data_version_truncate AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_property_data_version();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_data_version_insert AFTER INSERT ON calendar_prices
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_data_version_update AFTER UPDATE ON calendar_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_data_version_delete AFTER DELETE ON calendar_prices
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_data_version_truncate AFTER TRUNCATE ON calendar_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_property_data_version();
--> statement-breakpoint
CREATE TRIGGER care_tasks_data_version_insert AFTER INSERT ON care_tasks
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER care_tasks_data_version_update AFTER UPDATE ON care_tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER care_tasks_data_version_delete AFTER DELETE ON care_tasks
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER care_tasks_data_version_truncate AFTER TRUNCATE ON care_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_property_data_version();
--> statement-breakpoint
-- A property's own row (its name, address, time zone) is read by the figures too; a new property
-- changes its owners' scopes, which are part of what an answer is filed under anyway.
CREATE TRIGGER properties_data_version_update AFTER UPDATE ON properties
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_property_data_versions_of_properties();
