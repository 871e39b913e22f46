CREATE TABLE "property_figure_totals" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"net_income_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_month_figures" (
	"property_id" integer NOT NULL,
	"month" date NOT NULL,
	"check_ins" integer NOT NULL,
	"check_in_nights" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"net_income_cents" bigint NOT NULL,
	"guest_nights" smallint NOT NULL,
	"owner_nights" smallint NOT NULL,
	"block_nights" smallint NOT NULL,
	CONSTRAINT "property_month_figures_property_id_month_pk" PRIMARY KEY("property_id","month")
);
--> statement-breakpoint
ALTER TABLE "property_figure_totals" ADD CONSTRAINT "property_figure_totals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_month_figures" ADD CONSTRAINT "property_month_figures_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_standing_guest_end_idx" ON "reservations" USING btree ("property_id","end_date") WHERE "reservations"."kind" = 'guest' and "reservations"."status" in ('confirmed', 'in progress', 'unavailable');