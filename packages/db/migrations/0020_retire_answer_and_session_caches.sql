-- The answer cache and the session cache are retired (decision 0054): the data versions they were
-- checked against, the triggers that moved them and the notification that emptied the sessions go.
-- The roll-ups' own triggers (migrations 0003 and 0016) stay: the figures read them.
DROP TRIGGER "reservations_versions_insert" ON "reservations";--> statement-breakpoint
DROP TRIGGER "reservations_versions_update" ON "reservations";--> statement-breakpoint
DROP TRIGGER "reservations_versions_delete" ON "reservations";--> statement-breakpoint
DROP TRIGGER "reservations_versions_truncate" ON "reservations";--> statement-breakpoint
DROP TRIGGER "calendar_prices_versions_insert" ON "calendar_prices";--> statement-breakpoint
DROP TRIGGER "calendar_prices_versions_update" ON "calendar_prices";--> statement-breakpoint
DROP TRIGGER "calendar_prices_versions_delete" ON "calendar_prices";--> statement-breakpoint
DROP TRIGGER "calendar_prices_versions_truncate" ON "calendar_prices";--> statement-breakpoint
DROP TRIGGER "care_tasks_versions_insert" ON "care_tasks";--> statement-breakpoint
DROP TRIGGER "care_tasks_versions_update" ON "care_tasks";--> statement-breakpoint
DROP TRIGGER "care_tasks_versions_delete" ON "care_tasks";--> statement-breakpoint
DROP TRIGGER "care_tasks_versions_truncate" ON "care_tasks";--> statement-breakpoint
DROP TRIGGER "properties_versions_update" ON "properties";--> statement-breakpoint
DROP TRIGGER "auth_tokens_sessions_changed" ON "auth_tokens";--> statement-breakpoint
DROP TRIGGER "users_sessions_changed" ON "users";--> statement-breakpoint
DROP TRIGGER "property_owners_sessions_changed" ON "property_owners";--> statement-breakpoint
DROP FUNCTION bump_owner_data_versions_of_rows();--> statement-breakpoint
DROP FUNCTION bump_owner_data_versions_of_properties();--> statement-breakpoint
DROP FUNCTION bump_every_owner_data_version();--> statement-breakpoint
DROP FUNCTION bump_owner_data_versions(integer[]);--> statement-breakpoint
DROP FUNCTION notify_sessions_changed();--> statement-breakpoint
ALTER TABLE "property_owners" DROP COLUMN "data_version";--> statement-breakpoint
DROP SEQUENCE "public"."owner_data_versions";
