import { RESERVATION_KINDS, type TReservationKind } from '@harborstay/contracts';

const isReservationKind = (kind: string): kind is TReservationKind =>
  (RESERVATION_KINDS as readonly string[]).includes(kind);

/**
 * A reservation row as the domain rules read it (kind narrowed from the column's string). The
 * database allows only the three kinds; a row of any other kind is skipped rather than guessed at.
 */
export function toNightHolder<T extends { kind: string }>(row: T): (T & { kind: TReservationKind })[] {
  return isReservationKind(row.kind) ? [{ ...row, kind: row.kind }] : [];
}
