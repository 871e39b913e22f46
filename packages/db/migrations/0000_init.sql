CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"is_remembered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_prices" (
	"property_id" integer NOT NULL,
	"date" date NOT NULL,
	"price_cents" integer NOT NULL,
	"block_ref" varchar(2),
	CONSTRAINT "calendar_prices_property_id_date_pk" PRIMARY KEY("property_id","date"),
	CONSTRAINT "calendar_prices_block_ref" CHECK ("calendar_prices"."block_ref" is null or "calendar_prices"."block_ref" in ('bd', 'an'))
);
--> statement-breakpoint
CREATE TABLE "care_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"breezeway_task_id" varchar(40) NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"type_task_status" varchar(20) NOT NULL,
	"report_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_tasks_status" CHECK ("care_tasks"."type_task_status" in ('finished', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(30) NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"file_path" text NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "owner_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"primary_email" varchar(254) NOT NULL,
	"secondary_email" varchar(254),
	"address" varchar(256) DEFAULT '' NOT NULL,
	"phone" varchar(21) NOT NULL,
	"picture_path" text,
	"active" boolean DEFAULT true NOT NULL,
	"account_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_name" varchar(120) NOT NULL,
	"street_address" varchar(200) NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"state" varchar(50) DEFAULT '' NOT NULL,
	"postal_code" varchar(20) DEFAULT '' NOT NULL,
	"country" varchar(60) DEFAULT 'United States' NOT NULL,
	"time_zone" varchar(64) DEFAULT 'America/Denver' NOT NULL,
	"harborstay_services" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'in progress' NOT NULL,
	"onboarding_experience" smallint,
	"bedroom" smallint,
	"bathroom" varchar(10),
	"max_occupancy" smallint,
	"parking" text,
	"garage" text,
	"cameras" text,
	"pet_friendly" varchar(10),
	"account_manager" varchar(100),
	"type_ac" text,
	"pest_control" text,
	"fireplace_inspections" text,
	"trash_company" text,
	"trash_bins" text,
	"trash_day" text,
	"bear_proof_bins" text,
	"recycling" text,
	"internet_company" text,
	"wifi_network" text,
	"wifi_password" text,
	"cable_tv" text,
	"snow_removal" text,
	"lawn_care" text,
	"sprinkles" text,
	"ac_furnace_inspections" text,
	"management_fee_bps" integer,
	"stocking_fee_cents" integer,
	"cleaning_fee_cents" integer,
	"reservations_before_man_fee" integer,
	"ownership" text,
	"dba" text,
	"bank_name" text,
	"routing_number" varchar(20),
	"account_number" varchar(34),
	"business_individual" varchar(20),
	"company_structure" varchar(50),
	"recipient_tin" varchar(9),
	"recipient_tin_type" varchar(10),
	"initial_signing_date" date,
	"electronic_delivery" boolean DEFAULT true NOT NULL,
	"owner_first_name" varchar(50),
	"owner_last_name" varchar(50),
	"primary_email" varchar(50),
	"phone" varchar(21),
	"secondary_contact_first_name" varchar(25),
	"secondary_contact_last_name" varchar(25),
	"secondary_phone" varchar(12),
	"secondary_email" varchar(50),
	"third_contact_first_name" varchar(25),
	"third_contact_last_name" varchar(25),
	"third_phone" varchar(12),
	"third_email" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_status" CHECK ("properties"."status" in ('in progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "property_owners" (
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_owners_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"arrival" time,
	"guests_count" smallint,
	"reservation_for" varchar(20),
	"notes" text,
	"guest_first_name" varchar(50),
	"guest_last_name" varchar(50),
	"guest_email" varchar(254),
	"guest_phone" varchar(21),
	"platform" varchar(40),
	"confirmation_code" varchar(40),
	"confirmed_at" timestamp with time zone,
	"channel_reservation_id" varchar(40),
	"type_of_maintenance" varchar(60),
	"revenue_cents" integer DEFAULT 0 NOT NULL,
	"cleaning_cost_cents" integer DEFAULT 0 NOT NULL,
	"management_fee_cents" integer DEFAULT 0 NOT NULL,
	"net_income_cents" integer DEFAULT 0 NOT NULL,
	"opportunity_cost_cents" integer DEFAULT 0 NOT NULL,
	"need_of_clean" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_kind" CHECK ("reservations"."kind" in ('guest', 'owner', 'maintenance')),
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('confirmed', 'in progress', 'canceled', 'unavailable', 'available')),
	CONSTRAINT "reservations_dates" CHECK ("reservations"."end_date" > "reservations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(50) DEFAULT '' NOT NULL,
	"last_name" varchar(50) DEFAULT '' NOT NULL,
	"password_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_prices" ADD CONSTRAINT "calendar_prices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_tasks" ADD CONSTRAINT "care_tasks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_profiles" ADD CONSTRAINT "owner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_owners" ADD CONSTRAINT "property_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "care_tasks_property_finished_idx" ON "care_tasks" USING btree ("property_id","finished_at");--> statement-breakpoint
CREATE INDEX "documents_property_date_idx" ON "documents" USING btree ("property_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_hash_key" ON "email_change_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "property_owners_user_idx" ON "property_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_property_dates_idx" ON "reservations" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_channel_id_key" ON "reservations" USING btree ("channel_reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");