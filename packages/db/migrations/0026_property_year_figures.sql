-- Issue 25: the dashboard's two years of net income by month were 24 month rows a property,
-- scattered over as many pages once written again and again (2,718 of the 50-property dashboard's
-- 4,237 buffers, two thirds of its time). property_year_figures keeps a year's twelve months in
-- one row, refreshed with the months by refresh_property_month_figures (0021's, plus the block
-- before the totals).
CREATE TABLE "property_year_figures" (
	"property_id" integer NOT NULL,
	"year" date NOT NULL,
	"net_income_cents_by_month" bigint[] NOT NULL,
	CONSTRAINT "property_year_figures_property_id_year_pk" PRIMARY KEY("property_id","year")
);
--> statement-breakpoint
ALTER TABLE "property_year_figures" ADD CONSTRAINT "property_year_figures_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_property_month_figures(property_ids integer[], months date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row has nothing to recompute (migration 0016).
  IF property_ids IS NULL THEN
    RETURN;
  END IF;
  -- One writer of a property's figures at a time, in id order (migration 0003).
  PERFORM pg_advisory_xact_lock('property_month_figures'::regclass::oid::integer, locked.id)
  FROM (SELECT DISTINCT unnest(property_ids) AS id ORDER BY id) AS locked;

  INSERT INTO property_month_figures (
    property_id, month, check_ins, check_in_nights, revenue_cents, net_income_cents,
    guest_nights, owner_nights, block_nights, management_fee_cents, owner_check_ins,
    owner_check_in_nights, new_reservations, completed_tasks
  )
  WITH pairs AS (
    SELECT DISTINCT p.property_id, p.month, (p.month + interval '1 month')::date AS next_month,
      (p.month::timestamp AT TIME ZONE properties.time_zone) AS starts_at,
      ((p.month + interval '1 month')::timestamp AT TIME ZONE properties.time_zone) AS ends_at
    FROM unnest(property_ids, months) AS p(property_id, month)
    -- A property deleted with its reservations keeps no figures (its own rows go by cascade).
    JOIN properties ON properties.id = p.property_id
  ),
  claims AS (
    -- Each night of the month that a standing stay or block holds, weighted by its use. Guest
    -- stays and the owner's stays and blocks are read apart, each through its exclusion
    -- constraint's GiST index (the month's few stays), not through every stay of the property.
    SELECT p.property_id, p.month, night::date AS night, 3 AS claim
    FROM pairs p
    JOIN reservations r
      ON r.property_id = p.property_id
      AND r.kind = 'guest'
      AND r.status IN ('confirmed', 'in progress', 'unavailable')
      -- Half the overlap written out too, so that the stays ending after the month's first day
      -- are read through (property_id, end_date): the months after it, never years of history.
      AND r.end_date > p.month
      AND daterange(r.start_date, r.end_date, '[)') && daterange(p.month, p.next_month, '[)')
    CROSS JOIN generate_series(
      greatest(r.start_date, p.month)::timestamp,
      (least(r.end_date, p.next_month) - 1)::timestamp,
      interval '1 day'
    ) AS night
    UNION ALL
    SELECT p.property_id, p.month, night::date AS night, CASE r.kind WHEN 'owner' THEN 2 ELSE 1 END
    FROM pairs p
    JOIN reservations r
      ON r.property_id = p.property_id
      AND r.kind IN ('owner', 'maintenance')
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
      count(*) FILTER (WHERE r.kind = 'guest') AS check_ins,
      coalesce(sum(r.end_date - r.start_date) FILTER (WHERE r.kind = 'guest'), 0) AS nights,
      coalesce(sum(r.revenue_cents) FILTER (WHERE r.kind = 'guest'), 0) AS revenue,
      coalesce(sum(r.net_income_cents) FILTER (WHERE r.kind = 'guest'), 0) AS net_income,
      coalesce(sum(r.management_fee_cents) FILTER (WHERE r.kind = 'guest'), 0) AS management_fee,
      count(*) FILTER (WHERE r.kind = 'owner') AS owner_check_ins,
      coalesce(sum(r.end_date - r.start_date) FILTER (WHERE r.kind = 'owner'), 0) AS owner_nights
    FROM pairs p
    JOIN reservations r
      ON r.property_id = p.property_id
      AND r.kind IN ('guest', 'owner')
      AND r.status IN ('confirmed', 'in progress', 'unavailable')
      AND r.start_date >= p.month AND r.start_date < p.next_month
    GROUP BY p.property_id, p.month
  ),
  booked AS (
    SELECT p.property_id, p.month, count(*) AS bookings
    FROM pairs p
    JOIN reservations r
      ON r.property_id = p.property_id
      AND r.kind = 'guest'
      AND r.status IN ('confirmed', 'in progress', 'unavailable')
      AND coalesce(r.confirmed_at, r.created_at) >= p.starts_at
      AND coalesce(r.confirmed_at, r.created_at) < p.ends_at
    GROUP BY p.property_id, p.month
  ),
  tasks AS (
    SELECT p.property_id, p.month, count(*) AS finished
    FROM pairs p
    JOIN care_tasks t
      ON t.property_id = p.property_id AND t.finished_at >= p.starts_at AND t.finished_at < p.ends_at
    GROUP BY p.property_id, p.month
  )
  SELECT p.property_id, p.month,
    coalesce(i.check_ins, 0), coalesce(i.nights, 0), coalesce(i.revenue, 0), coalesce(i.net_income, 0),
    coalesce(n.guest, 0), coalesce(n.owner, 0), coalesce(n.block, 0), coalesce(i.management_fee, 0),
    coalesce(i.owner_check_ins, 0), coalesce(i.owner_nights, 0), coalesce(b.bookings, 0),
    coalesce(t.finished, 0)
  FROM pairs p
  LEFT JOIN nights n ON n.property_id = p.property_id AND n.month = p.month
  LEFT JOIN income i ON i.property_id = p.property_id AND i.month = p.month
  LEFT JOIN booked b ON b.property_id = p.property_id AND b.month = p.month
  LEFT JOIN tasks t ON t.property_id = p.property_id AND t.month = p.month
  ON CONFLICT (property_id, month) DO UPDATE SET
    check_ins = excluded.check_ins,
    check_in_nights = excluded.check_in_nights,
    revenue_cents = excluded.revenue_cents,
    net_income_cents = excluded.net_income_cents,
    guest_nights = excluded.guest_nights,
    owner_nights = excluded.owner_nights,
    block_nights = excluded.block_nights,
    management_fee_cents = excluded.management_fee_cents,
    owner_check_ins = excluded.owner_check_ins,
    owner_check_in_nights = excluded.owner_check_in_nights,
    new_reservations = excluded.new_reservations,
    completed_tasks = excluded.completed_tasks;

  -- The pace of the touched months, written again: each month's guest nights by booking day.
  DELETE FROM property_booking_pace b
  USING unnest(property_ids, months) AS p(property_id, month)
  WHERE b.property_id = p.property_id AND b.month = p.month;
  INSERT INTO property_booking_pace (property_id, month, booked_on, guest_nights)
  SELECT p.property_id, p.month, (coalesce(r.confirmed_at, r.created_at) AT TIME ZONE pr.time_zone)::date,
    sum(least(r.end_date, (p.month + interval '1 month')::date) - greatest(r.start_date, p.month))
  FROM (SELECT DISTINCT property_id, month FROM unnest(property_ids, months) AS u(property_id, month)) AS p
  JOIN properties pr ON pr.id = p.property_id
  JOIN reservations r
    ON r.property_id = p.property_id
    AND r.kind = 'guest'
    AND r.status IN ('confirmed', 'in progress', 'unavailable')
    AND r.end_date > p.month
    AND daterange(r.start_date, r.end_date, '[)') && daterange(p.month, (p.month + interval '1 month')::date, '[)')
  GROUP BY 1, 2, 3;

  -- The touched years' net income by month, read from their months: the dashboard reads a
  -- property's two years as two rows (migration 0026).
  INSERT INTO property_year_figures (property_id, year, net_income_cents_by_month)
  SELECT y.property_id, y.year,
    array(SELECT coalesce(m.net_income_cents, 0)
      FROM generate_series(0, 11) AS n
      LEFT JOIN property_month_figures m
        ON m.property_id = y.property_id AND m.month = (y.year + n * interval '1 month')::date
      ORDER BY n)
  FROM (SELECT DISTINCT u.property_id, date_trunc('year', u.month)::date AS year
    FROM unnest(property_ids, months) AS u(property_id, month)) AS y
  -- A property deleted with its reservations keeps no figures, as above.
  JOIN properties ON properties.id = y.property_id
  ON CONFLICT (property_id, year) DO UPDATE SET net_income_cents_by_month = excluded.net_income_cents_by_month;

  -- The touched properties' totals, summed again from their months (about twelve a year).
  INSERT INTO property_figure_totals (property_id, net_income_cents)
  SELECT m.property_id, sum(m.net_income_cents)
  FROM property_month_figures m
  WHERE m.property_id IN (SELECT unnest(property_ids))
  GROUP BY m.property_id
  ON CONFLICT (property_id) DO UPDATE SET net_income_cents = excluded.net_income_cents;
END
$$;--> statement-breakpoint
-- The years of the months already kept.
INSERT INTO property_year_figures (property_id, year, net_income_cents_by_month)
SELECT y.property_id, y.year,
  array(SELECT coalesce(m.net_income_cents, 0)
    FROM generate_series(0, 11) AS n
    LEFT JOIN property_month_figures m
      ON m.property_id = y.property_id AND m.month = (y.year + n * interval '1 month')::date
    ORDER BY n)
FROM (SELECT DISTINCT property_id, date_trunc('year', month)::date AS year FROM property_month_figures) AS y;
