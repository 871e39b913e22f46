-- Migration 0003's refresh, unchanged but for its first lines: statements that touched no row
-- return at once (issue 22: a provider's replays and a bulk import's inserts paid for the update
-- triggers of every INSERT … ON CONFLICT).
CREATE OR REPLACE FUNCTION refresh_property_month_figures(property_ids integer[], months date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that changed no row (an ON CONFLICT insert fires the update triggers too, with
  -- nothing in them; a replayed booking changes nothing) has nothing to recompute.
  IF property_ids IS NULL THEN
    RETURN;
  END IF;
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
