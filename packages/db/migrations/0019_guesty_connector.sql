CREATE TABLE "connector_call_usage" (
	"connector" varchar(20) NOT NULL,
	"second" bigint NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "connector_call_usage_connector_second_pk" PRIMARY KEY("connector","second")
);
--> statement-breakpoint
CREATE TABLE "connector_token_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"connector" varchar(20) NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connector_webhook_messages" (
	"connector" varchar(20) NOT NULL,
	"message_id" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connector_webhook_messages_connector_message_id_pk" PRIMARY KEY("connector","message_id")
);
--> statement-breakpoint
CREATE TABLE "guesty_pushes" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"listing_id" varchar(40) NOT NULL,
	"guesty_reservation_id" varchar(40),
	"start_date" date,
	"end_date" date,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guesty_pushes" ADD CONSTRAINT "guesty_pushes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connector_token_grants_idx" ON "connector_token_grants" USING btree ("connector","asked_at");