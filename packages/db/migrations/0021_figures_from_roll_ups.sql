CREATE TABLE "property_booking_pace" (
	"property_id" integer NOT NULL,
	"month" date NOT NULL,
	"booked_on" date NOT NULL,
	"guest_nights" integer NOT NULL,
	CONSTRAINT "property_booking_pace_property_id_month_booked_on_pk" PRIMARY KEY("property_id","month","booked_on")
);--> statement-breakpoint
--> statement-breakpoint
ALTER TABLE "property_month_figures" ADD COLUMN "management_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_month_figures" ADD COLUMN "owner_check_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_month_figures" ADD COLUMN "owner_check_in_nights" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_month_figures" ADD COLUMN "new_reservations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_month_figures" ADD COLUMN "completed_tasks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_booking_pace" ADD CONSTRAINT "property_booking_pace_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 25: the dashboard's and the report's figures from the roll-ups alone. Besides migration
-- 0016's columns, each (property, month) row now keeps the management fee and the owner stays that
-- check in (the report's totals), the guest bookings made in the month and the care tasks finished
-- in it (both in the property's time zone), and property_booking_pace keeps the month's guest
-- nights by the day they were booked. The triggers refresh the months a statement touched, as before:
-- a reservation's months of nights and the month it was booked in, a task's month.

-- The month an instant falls in, in a time zone.
CREATE FUNCTION month_in_zone(instant timestamptz, time_zone text) RETURNS date
LANGUAGE sql STABLE STRICT AS $$
  SELECT date_trunc('month', instant AT TIME ZONE time_zone)::date
$$;--> statement-breakpoint

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

  -- The touched properties' totals, summed again from their months (about twelve a year).
  INSERT INTO property_figure_totals (property_id, net_income_cents)
  SELECT m.property_id, sum(m.net_income_cents)
  FROM property_month_figures m
  WHERE m.property_id IN (SELECT unnest(property_ids))
  GROUP BY m.property_id
  ON CONFLICT (property_id) DO UPDATE SET net_income_cents = excluded.net_income_cents;
END
$$;--> statement-breakpoint

-- Every month a property's rows touch: its stays' nights and booking months, its tasks' months,
-- its blocked prices' months and the months it already has. For the rebuilds below.
CREATE FUNCTION property_figure_months(only_ids integer[]) RETURNS TABLE (property_id integer, month date)
LANGUAGE sql STABLE AS $$
  SELECT m.property_id, m.month FROM property_month_figures m
  WHERE only_ids IS NULL OR m.property_id = ANY (only_ids)
  UNION
  SELECT r.property_id, n FROM reservations r, property_months_of_nights(r.start_date, r.end_date) AS n
  WHERE only_ids IS NULL OR r.property_id = ANY (only_ids)
  UNION
  SELECT r.property_id, month_in_zone(coalesce(r.confirmed_at, r.created_at), p.time_zone)
  FROM reservations r JOIN properties p ON p.id = r.property_id
  WHERE only_ids IS NULL OR r.property_id = ANY (only_ids)
  UNION
  SELECT t.property_id, month_in_zone(t.finished_at, p.time_zone)
  FROM care_tasks t JOIN properties p ON p.id = t.property_id
  WHERE only_ids IS NULL OR t.property_id = ANY (only_ids)
  UNION
  SELECT c.property_id, date_trunc('month', c.date::timestamp)::date FROM calendar_prices c
  WHERE c.block_ref IS NOT NULL AND (only_ids IS NULL OR c.property_id = ANY (only_ids))
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION rebuild_property_month_figures() RETURNS void
LANGUAGE sql AS $$
  SELECT refresh_property_month_figures(array_agg(property_id), array_agg(month))
  FROM property_figure_months(NULL)
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION reservations_refresh_month_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  months date[];
BEGIN
  -- The months of each row's nights, and the month it was booked in (the dashboard's "new").
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t.property_id), array_agg(t.month) INTO ids, months FROM (
      SELECT r.property_id, m AS month FROM new_rows r, property_months_of_nights(r.start_date, r.end_date) AS m
      UNION
      SELECT r.property_id, month_in_zone(coalesce(r.confirmed_at, r.created_at), p.time_zone)
      FROM new_rows r JOIN properties p ON p.id = r.property_id
    ) AS t;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(t.property_id), array_agg(t.month) INTO ids, months FROM (
      SELECT r.property_id, m AS month FROM old_rows r, property_months_of_nights(r.start_date, r.end_date) AS m
      UNION
      SELECT r.property_id, month_in_zone(coalesce(r.confirmed_at, r.created_at), p.time_zone)
      FROM old_rows r JOIN properties p ON p.id = r.property_id
    ) AS t;
  ELSE
    -- Both sides: a stay moved to other dates or another property leaves its old months too.
    SELECT array_agg(t.property_id), array_agg(t.month) INTO ids, months FROM (
      SELECT r.property_id, m AS month
      FROM (SELECT property_id, start_date, end_date FROM new_rows
            UNION SELECT property_id, start_date, end_date FROM old_rows) AS r,
        property_months_of_nights(r.start_date, r.end_date) AS m
      UNION
      SELECT r.property_id, month_in_zone(r.booked_at, p.time_zone)
      FROM (SELECT property_id, coalesce(confirmed_at, created_at) AS booked_at FROM new_rows
            UNION SELECT property_id, coalesce(confirmed_at, created_at) FROM old_rows) AS r
      JOIN properties p ON p.id = r.property_id
    ) AS t;
  END IF;
  PERFORM refresh_property_month_figures(ids, months);
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION care_tasks_refresh_month_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t.property_id), array_agg(month_in_zone(t.finished_at, p.time_zone)) INTO ids, months
    FROM new_rows t JOIN properties p ON p.id = t.property_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(t.property_id), array_agg(month_in_zone(t.finished_at, p.time_zone)) INTO ids, months
    FROM old_rows t JOIN properties p ON p.id = t.property_id;
  ELSE
    SELECT array_agg(t.property_id), array_agg(month_in_zone(t.finished_at, p.time_zone)) INTO ids, months
    FROM (SELECT property_id, finished_at FROM new_rows UNION SELECT property_id, finished_at FROM old_rows) AS t
    JOIN properties p ON p.id = t.property_id;
  END IF;
  PERFORM refresh_property_month_figures(ids, months);
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER care_tasks_month_figures_insert AFTER INSERT ON care_tasks
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION care_tasks_refresh_month_figures();--> statement-breakpoint
CREATE TRIGGER care_tasks_month_figures_update AFTER UPDATE ON care_tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION care_tasks_refresh_month_figures();--> statement-breakpoint
CREATE TRIGGER care_tasks_month_figures_delete AFTER DELETE ON care_tasks
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION care_tasks_refresh_month_figures();--> statement-breakpoint
CREATE TRIGGER care_tasks_month_figures_truncate AFTER TRUNCATE ON care_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION rebuild_property_month_figures_after_truncate();--> statement-breakpoint

-- A property moved to another time zone: its bookings' and tasks' months move with it, so every
-- month of it is counted again (the old months, which the property already has, come back to 0).
CREATE FUNCTION properties_refresh_month_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
  ids integer[];
  months date[];
BEGIN
  SELECT array_agg(n.id) INTO moved
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.time_zone IS DISTINCT FROM o.time_zone;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(m.property_id), array_agg(m.month) INTO ids, months FROM property_figure_months(moved) AS m;
  PERFORM refresh_property_month_figures(ids, months);
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER properties_month_figures_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_refresh_month_figures();--> statement-breakpoint

SELECT rebuild_property_month_figures();
