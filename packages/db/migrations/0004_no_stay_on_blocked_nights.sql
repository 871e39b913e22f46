-- Nights blocked on the price calendar (block_ref 'bd' By Default or 'an' Advance Notice) count as
-- blocked (spec section 2): no owner stay or maintenance block may hold one, as no two stays may
-- share a night (0001). Guest bookings come from the channel manager, which owns those blocks, and
-- are not checked. Both sides take one advisory lock per property for the rest of their
-- transaction, and under READ COMMITTED each check below takes a fresh snapshot after the lock:
-- whichever writer comes second sees what the first committed, so no race lets a stay and a
-- blocked night meet. The refusal is an exclusion violation (23P01), like the constraint of 0001,
-- so the API answers both with 'That date range overlaps an existing reservation'.
CREATE FUNCTION reservations_refuse_blocked_nights() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock('calendar_prices'::regclass::oid::integer, NEW.property_id);
  IF EXISTS (
    SELECT 1 FROM calendar_prices
    WHERE property_id = NEW.property_id
      AND date >= NEW.start_date AND date < NEW.end_date
      AND block_ref IS NOT NULL
  ) THEN
    RAISE EXCEPTION 'nights % to % of property % are blocked on the price calendar',
      NEW.start_date, NEW.end_date, NEW.property_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservations_no_blocked_nights';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_no_blocked_nights
BEFORE INSERT OR UPDATE OF start_date, end_date, status, kind, property_id ON reservations
FOR EACH ROW
WHEN (NEW.kind IN ('owner', 'maintenance') AND NEW.status IN ('confirmed', 'in progress', 'unavailable'))
EXECUTE FUNCTION reservations_refuse_blocked_nights();
--> statement-breakpoint
CREATE FUNCTION calendar_prices_refuse_block_under_stay() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock('calendar_prices'::regclass::oid::integer, NEW.property_id);
  IF EXISTS (
    SELECT 1 FROM reservations
    WHERE property_id = NEW.property_id
      AND kind IN ('owner', 'maintenance')
      AND status IN ('confirmed', 'in progress', 'unavailable')
      AND start_date <= NEW.date AND end_date > NEW.date
  ) THEN
    RAISE EXCEPTION 'night % of property % is held by an owner stay or block', NEW.date, NEW.property_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'calendar_prices_no_block_under_stay';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calendar_prices_no_block_under_stay
BEFORE INSERT OR UPDATE OF block_ref, date, property_id ON calendar_prices
FOR EACH ROW
WHEN (NEW.block_ref IS NOT NULL)
EXECUTE FUNCTION calendar_prices_refuse_block_under_stay();
