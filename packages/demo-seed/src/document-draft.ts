import type { TDocumentType } from '@harborstay/contracts';
import type { IsoDate } from '@harborstay/domain';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './accounts';
import type { PdfSection } from './pdf';
import type { PlannedReservation } from './planned-reservation';
import type { PlannedPrice } from './prices';
import type { DemoProperty } from './properties';
import type { SeedWindow } from './seed-window';

/** What a property's documents are made from: the same plan the rows are inserted from. */
export type DocumentInput = {
  property: DemoProperty;
  window: SeedWindow;
  managementEnd: IsoDate | null;
  reservations: readonly PlannedReservation[];
  prices: readonly PlannedPrice[];
};

/** A document before it becomes a row and a PDF file. */
export type Draft = {
  name: string;
  type: TDocumentType;
  date: IsoDate;
  notes: string | null;
  uploadedByKey: DemoAccountKey | null;
  title: string;
  subtitle: string;
  sections: PdfSection[];
};

export function ownerNames(property: DemoProperty): string {
  return property.owners
    .map((key) => `${DEMO_ACCOUNTS[key].firstName} ${DEMO_ACCOUNTS[key].lastName}`)
    .join(' and ');
}

export function propertySection(property: DemoProperty): PdfSection {
  const { fields } = property;
  return {
    heading: 'Property',
    rows: [
      ['Property', fields.entityName],
      ['Address', `${fields.streetAddress}, ${fields.city}, ${fields.state} ${fields.postalCode}`],
      ['Owner', ownerNames(property)],
      ['Account manager', fields.accountManager ?? ''],
    ],
  };
}

export function percent(bps: number | null | undefined): string {
  return `${((bps ?? 0) / 100).toFixed(0)}%`;
}
