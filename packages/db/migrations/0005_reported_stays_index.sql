-- The reservations report (decision 0039): standing guest bookings and owner stays of the
-- caller's properties by check-in. The predicate is the report's own (`isReportedStay`), so the
-- planner uses this index for it; the included columns let the totals and the page's ordering
-- read the index alone (an index-only scan) instead of every matching row.
CREATE INDEX "reservations_reported_stays_idx" ON "reservations" ("property_id", "start_date", "id")
  INCLUDE ("end_date", "kind", "revenue_cents", "management_fee_cents", "net_income_cents")
  WHERE "kind" in ('guest', 'owner') and "status" in ('confirmed', 'in progress', 'unavailable');
