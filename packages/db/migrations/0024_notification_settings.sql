CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"new_booking" boolean DEFAULT true NOT NULL,
	"canceled_booking" boolean DEFAULT true NOT NULL,
	"statement_published" boolean DEFAULT true NOT NULL,
	"task_completed" boolean DEFAULT true NOT NULL,
	"own_booking" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
