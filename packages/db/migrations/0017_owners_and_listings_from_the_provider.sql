ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" varchar(12) DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "external_id" varchar(80);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "offboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "external_id" varchar(80);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(21);--> statement-breakpoint
CREATE UNIQUE INDEX "properties_external_id_key" ON "properties" USING btree ("external_id") WHERE "properties"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_id_key" ON "users" USING btree ("external_id") WHERE "users"."external_id" is not null;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_purpose" CHECK ("password_reset_tokens"."purpose" in ('reset', 'invitation'));