-- The dashboard and the financials read a property's months (two years of them, one row a month)
-- from this index alone, without visiting the table, whose rows of one property lie on as many
-- pages as there are months (decision 0054: 1,347 of the dashboard's 2,157 buffers for 50
-- properties, 160 with it). Not in schema.ts: drizzle's index builder has no INCLUDE.
CREATE INDEX "property_month_figures_read_idx" ON "property_month_figures" ("property_id", "month")
  INCLUDE ("net_income_cents", "check_in_nights", "guest_nights", "owner_nights", "block_nights",
    "new_reservations", "completed_tasks");
