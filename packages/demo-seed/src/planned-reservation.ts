import type { TReservationKind } from '@harborstay/contracts';
import type { reservations } from '@harborstay/db';
import type { DemoAccountKey } from './accounts';

/**
 * A reservation row before insert: property and creator are named by key, because their
 * serial ids are only known once users and properties are inserted.
 */
export type PlannedReservation = Omit<
  typeof reservations.$inferInsert,
  'id' | 'propertyId' | 'createdBy' | 'createdAt' | 'updatedAt'
> & {
  kind: TReservationKind;
  startDate: string;
  endDate: string;
  /** Money is always set (the columns' defaults are not relied on): the statements add it up. */
  revenueCents: number;
  managementFeeCents: number;
  netIncomeCents: number;
  opportunityCostCents: number;
  createdByKey: DemoAccountKey | null;
};

/** Fields a kind does not use, so every planned row has the same shape (one batch insert). */
export const EMPTY_RESERVATION_FIELDS = {
  arrival: null,
  guestsCount: null,
  reservationFor: null,
  notes: null,
  guestFirstName: null,
  guestLastName: null,
  guestEmail: null,
  guestPhone: null,
  platform: null,
  confirmationCode: null,
  confirmedAt: null,
  externalId: null,
  typeOfMaintenance: null,
  revenueCents: 0,
  cleaningCostCents: 0,
  managementFeeCents: 0,
  netIncomeCents: 0,
  opportunityCostCents: 0,
  needOfClean: false,
} as const;
