import type { TDocumentType } from '@harborstay/contracts';
import type { IsoDate } from '@harborstay/domain';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './accounts';
import type { DemoProperty } from './properties';
import type { SeedWindow } from './seed-window';

/** What a property's documents are made from. */
export type DocumentInput = {
  property: DemoProperty;
  window: SeedWindow;
  managementEnd: IsoDate | null;
};

/** A row of a document's section: a label and its value, or a line of text ('' for an empty line). */
export type PdfRow = string | readonly [label: string, value: string];
export type PdfSection = { heading?: string; rows: readonly PdfRow[] };

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
