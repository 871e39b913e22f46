CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period_start" date NOT NULL,
	"document_id" integer,
	"issued_on" date NOT NULL,
	"revenue_cents" integer NOT NULL,
	"management_fee_cents" integer NOT NULL,
	"net_income_cents" integer NOT NULL,
	"stocking_fee_cents" integer NOT NULL,
	"adjustments_cents" integer NOT NULL,
	"payout_cents" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_kind" CHECK ("statements"."kind" in ('monthly', 'annual'))
);
--> statement-breakpoint
CREATE TABLE "statement_amounts" (
	"statement_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"revenue_cents" integer NOT NULL,
	"management_fee_cents" integer NOT NULL,
	"net_income_cents" integer NOT NULL,
	CONSTRAINT "statement_amounts_statement_id_reservation_id_pk" PRIMARY KEY("statement_id","reservation_id")
);
--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_amounts" ADD CONSTRAINT "statement_amounts_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "statements_property_period_key" ON "statements" USING btree ("property_id","kind","period_start");
--> statement-breakpoint
CREATE INDEX "statement_amounts_reservation_idx" ON "statement_amounts" USING btree ("reservation_id");
