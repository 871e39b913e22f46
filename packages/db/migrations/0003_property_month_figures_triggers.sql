-- The database keeps property_month_figures (and property_figure_totals) up to date for every writer (the demo seed, the admin
-- CLI, the API, raw SQL): after each statement on reservations or calendar_prices it recomputes the
-- (property, month) pairs the statement touched, from the raw rows of those months only, so a write
-- costs the same whatever the years of history. The rules are decision 0009's, as the domain's
-- countNights and propertyFinancials define them (decision 0028): money in the month of check-in;
-- each night classed once, guest over owner over block; standing statuses are those of
-- ACTIVE_RESERVATION_STATUSES (as in the exclusion constraint of 0001); price-calendar nights with a
-- block reference are blocks unless a stay holds them.

-- The months holding the nights [first_night, end_date) of a stay or block.
CREATE FUNCTION property_months_of_nights(first_night date, end_date date) RETURNS SETOF date
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT generate_series(
    date_trunc('month', first_night::timestamp),
    date_trunc('month', (end_date - 1)::timestamp),
    interval '1 month'
  )::date
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_property_month_figures(property_ids integer[], months date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- One writer of a property's figures at a time, in id order (no deadlock within a statement).
  -- The lock is held to the end of the transaction, and under READ COMMITTED each query below
  -- takes a fresh snapshot: it sees what an earlier writer of these properties committed, so two
  -- concurrent transactions cannot overwrite each other's months with stale sums.
  PERFORM pg_advisory_xact_lock('property_month_figures'::regclass::oid::integer, locked.id)
  FROM (SELECT DISTINCT unnest(property_ids) AS id ORDER BY id) AS locked;

  INSERT INTO property_month_figures (
    property_id, month, check_ins, check_in_nights, revenue_cents, net_income_cents,
    guest_nights, owner_nights, block_nights
  )
  WITH pairs AS (
    SELECT DISTINCT p.property_id, p.month, (p.month + interval '1 month')::date AS next_month
    FROM unnest(property_ids, months) AS p(property_id, month)
    -- A property deleted with its reservations keeps no figures (its own rows go by cascade).
    WHERE EXISTS (SELECT 1 FROM properties WHERE properties.id = p.property_id)
  ),
  claims AS (
    -- Each night of the month that a standing stay or block holds, weighted by its use.
    SELECT p.property_id, p.month, night::date AS night,
      CASE r.kind WHEN 'guest' THEN 3 WHEN 'owner' THEN 2 ELSE 1 END AS claim
    FROM pairs p
    JOIN reservations r
      ON r.property_id = p.property_id
      AND r.status IN ('confirmed', 'in progress', 'unavailable')
      AND daterange(r.start_date, r.end_date, '[)') && daterange(p.month, p.next_month, '[)')
    CROSS JOIN generate_series(
      greatest(r.start_date, p.month)::timestamp,
      (least(r.end_date, p.next_month) - 1)::timestamp,
      interval '1 day'
    ) AS night
    UNION ALL
    SELECT p.property_id, p.month, c.date, 1
    FROM pairs p
    JOIN calendar_prices c
      ON c.property_id = p.property_id
      AND c.block_ref IS NOT NULL
      AND c.date >= p.month AND c.date < p.next_month
  ),
  nights AS (
    SELECT property_id, month,
      count(*) FILTER (WHERE claim = 3) AS guest,
      count(*) FILTER (WHERE claim = 2) AS owner,
      count(*) FILTER (WHERE claim = 1) AS block
    FROM (SELECT property_id, month, night, max(claim) AS claim FROM claims GROUP BY 1, 2, 3) AS held
    GROUP BY property_id, month
  ),
  income AS (
    SELECT p.property_id, p.month,
      count(*) AS check_ins,
      sum(r.end_date - r.start_date) AS nights,
      sum(r.revenue_cents) AS revenue,
      sum(r.net_income_cents) AS net_income
    FROM pairs p
    JOIN reservations r
      ON r.property_id = p.property_id
      AND r.kind = 'guest'
      AND r.status IN ('confirmed', 'in progress', 'unavailable')
      AND r.start_date >= p.month AND r.start_date < p.next_month
    GROUP BY p.property_id, p.month
  )
  SELECT p.property_id, p.month,
    coalesce(i.check_ins, 0), coalesce(i.nights, 0), coalesce(i.revenue, 0), coalesce(i.net_income, 0),
    coalesce(n.guest, 0), coalesce(n.owner, 0), coalesce(n.block, 0)
  FROM pairs p
  LEFT JOIN nights n ON n.property_id = p.property_id AND n.month = p.month
  LEFT JOIN income i ON i.property_id = p.property_id AND i.month = p.month
  ON CONFLICT (property_id, month) DO UPDATE SET
    check_ins = excluded.check_ins,
    check_in_nights = excluded.check_in_nights,
    revenue_cents = excluded.revenue_cents,
    net_income_cents = excluded.net_income_cents,
    guest_nights = excluded.guest_nights,
    owner_nights = excluded.owner_nights,
    block_nights = excluded.block_nights;

  -- The touched properties' totals, summed again from their months (about twelve a year).
  INSERT INTO property_figure_totals (property_id, net_income_cents)
  SELECT m.property_id, sum(m.net_income_cents)
  FROM property_month_figures m
  WHERE m.property_id IN (SELECT unnest(property_ids))
  GROUP BY m.property_id
  ON CONFLICT (property_id) DO UPDATE SET net_income_cents = excluded.net_income_cents;
END
$$;
--> statement-breakpoint
-- Every month of every property from the raw rows: the backfill below, and after a TRUNCATE.
CREATE FUNCTION rebuild_property_month_figures() RETURNS void
LANGUAGE sql AS $$
  SELECT refresh_property_month_figures(array_agg(property_id), array_agg(month))
  FROM (
    SELECT property_id, month FROM property_month_figures
    UNION
    SELECT r.property_id, m FROM reservations r, property_months_of_nights(r.start_date, r.end_date) AS m
    UNION
    SELECT property_id, date_trunc('month', date::timestamp)::date FROM calendar_prices
  ) AS every_month
$$;
--> statement-breakpoint
-- Transition tables are allowed on single-event triggers only: one function reads whichever the
-- event has (a branch that is not taken is never planned, so it may name a table that is absent).
CREATE FUNCTION reservations_refresh_month_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r.property_id), array_agg(m) INTO ids, months
    FROM new_rows r, property_months_of_nights(r.start_date, r.end_date) AS m;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r.property_id), array_agg(m) INTO ids, months
    FROM old_rows r, property_months_of_nights(r.start_date, r.end_date) AS m;
  ELSE
    -- Both sides: a stay moved to other dates or another property leaves its old months too.
    SELECT array_agg(r.property_id), array_agg(m) INTO ids, months
    FROM (
      SELECT property_id, start_date, end_date FROM new_rows
      UNION
      SELECT property_id, start_date, end_date FROM old_rows
    ) AS r, property_months_of_nights(r.start_date, r.end_date) AS m;
  END IF;
  PERFORM refresh_property_month_figures(ids, months);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION calendar_prices_refresh_month_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(property_id), array_agg(date_trunc('month', date::timestamp)::date) INTO ids, months
    FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(property_id), array_agg(date_trunc('month', date::timestamp)::date) INTO ids, months
    FROM old_rows;
  ELSE
    SELECT array_agg(property_id), array_agg(date_trunc('month', date::timestamp)::date) INTO ids, months
    FROM (SELECT property_id, date FROM new_rows UNION SELECT property_id, date FROM old_rows) AS c;
  END IF;
  PERFORM refresh_property_month_figures(ids, months);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION rebuild_property_month_figures_after_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_property_month_figures();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_month_figures_insert AFTER INSERT ON reservations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reservations_refresh_month_figures();
--> statement-breakpoint
CREATE TRIGGER reservations_month_figures_update AFTER UPDATE ON reservations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reservations_refresh_month_figures();
--> statement-breakpoint
CREATE TRIGGER reservations_month_figures_delete AFTER DELETE ON reservations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reservations_refresh_month_figures();
--> statement-breakpoint
CREATE TRIGGER reservations_month_figures_truncate AFTER TRUNCATE ON reservations
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_property_month_figures_after_truncate();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_month_figures_insert AFTER INSERT ON calendar_prices
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_prices_refresh_month_figures();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_month_figures_update AFTER UPDATE ON calendar_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_prices_refresh_month_figures();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_month_figures_delete AFTER DELETE ON calendar_prices
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_prices_refresh_month_figures();
--> statement-breakpoint
CREATE TRIGGER calendar_prices_month_figures_truncate AFTER TRUNCATE ON calendar_prices
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_property_month_figures_after_truncate();
--> statement-breakpoint
-- Existing data (an `npm start` data folder from before this migration) gets its figures now.
SELECT rebuild_property_month_figures();
