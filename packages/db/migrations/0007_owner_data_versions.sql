ALTER TABLE "property_owners" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that changes what a property's figures read moves the data version on each of
-- the property's owners' rows once (decision 0042): the figures answers are cached against the
-- sum over an owner's rows, which the session reads with the owner's property ids. The triggers
-- are named so that they fire after the month figures' (alphabetical order), whose advisory locks,
-- taken in property order, already make two writers of one property wait for each other.
CREATE FUNCTION bump_owner_data_versions(property_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE property_owners SET data_version = data_version + 1
  WHERE property_id = ANY (property_ids)
$$;
--> statement-breakpoint
-- Tables whose rows name their property in property_id (stays, prices, care tasks); one function
-- for the three events, as in migration 0003.
CREATE FUNCTION bump_owner_data_versions_of_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT property_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT property_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(property_id) INTO ids
    FROM (SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows) AS touched;
  END IF;
  PERFORM bump_owner_data_versions(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_owner_data_versions_of_properties() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_owner_data_versions(array_agg(id)) FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_every_owner_data_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE property_owners SET data_version = data_version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_versions_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_versions_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_versions_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER reservations_versions_truncate AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_owner_data_version();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_versions_insert AFTER INSERT ON calendar_prices
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_versions_update AFTER UPDATE ON calendar_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_versions_delete AFTER DELETE ON calendar_prices
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_versions_truncate AFTER TRUNCATE ON calendar_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_owner_data_version();
--> statement-breakpoint
CREATE TRIGGER care_tasks_versions_insert AFTER INSERT ON care_tasks
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER care_tasks_versions_update AFTER UPDATE ON care_tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER care_tasks_versions_delete AFTER DELETE ON care_tasks
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_rows();
--> statement-breakpoint
CREATE TRIGGER care_tasks_versions_truncate AFTER TRUNCATE ON care_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_owner_data_version();
--> statement-breakpoint
-- A property's own row (its name, address, time zone) is read by the figures too. A new property
-- or a change of owners changes the owners' property ids, part of what an answer is filed under.
CREATE TRIGGER properties_versions_update AFTER UPDATE ON properties
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_owner_data_versions_of_properties();
