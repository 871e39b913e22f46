CREATE TABLE "connector_syncs" (
	"connector" varchar(20) NOT NULL,
	"property_id" integer NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_summary" text,
	"last_webhook_at" timestamp with time zone,
	CONSTRAINT "connector_syncs_connector_property_id_pk" PRIMARY KEY("connector","property_id")
);
--> statement-breakpoint
CREATE TABLE "connector_tokens" (
	"connector" varchar(20) PRIMARY KEY NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"requested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "connector_syncs" ADD CONSTRAINT "connector_syncs_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;