import { DEFAULT_BRAND_NAME, type TDocumentType } from '@harborstay/contracts';
import { addDays, addMonths, formatMoney, longDate, type IsoDate } from '@harborstay/domain';
import type { DemoAccountKey } from './accounts';
import {
  ownerNames,
  percent,
  propertySection,
  type DocumentInput,
  type Draft,
  type PdfSection,
} from './document-draft';
import { signingDate } from './properties';
import { createRandom, type Random } from './random';

/** What a document's PDF shows: the API's PDF writer draws it (apps/api/src/lib/pdf). */
export type PdfDraft = {
  brand: string;
  title: string;
  subtitle: string;
  sections: PdfSection[];
  footer: string;
  date: IsoDate;
};

/** A document with what its PDF shows, as an owner uploads it or the company sends it. */
export type PlannedDocument = {
  propertySlug: string;
  name: string;
  type: TDocumentType;
  date: IsoDate;
  notes: string;
  /** The owner who uploaded it; null for what the company sent (statements, agreements). */
  uploadedByKey: DemoAccountKey | null;
  pdf: PdfDraft;
};

const FOOTER = `${DEFAULT_BRAND_NAME} Property Management - demo document generated for the owner portal`;

/** Yearly renewals (permit, insurance, warranty) from the signing year on, dated on or before today. */
function renewals(input: DocumentInput, random: Random, managed: (date: IsoDate) => boolean): Draft[] {
  const { property, window } = input;
  const { fields } = property;
  const signed = signingDate(property, window);
  const owner = property.owners[0] ?? null;
  const insurer = random.pick(['Proper Insurance', 'Foremost Insurance', 'Safeco Insurance']);
  const warranty = random.pick([
    'American Home Shield',
    'Choice Home Warranty',
    'First American Home Warranty',
  ]);
  const drafts: Draft[] = [];
  const firstYear = Number(window.start.slice(0, 4));
  for (let year = firstYear; year <= Number(window.today.slice(0, 4)); year += 1) {
    const permitDate = `${year}-01-10`;
    drafts.push({
      name: `Short-term rental permit ${year}`,
      type: 'Permit',
      date: permitDate,
      notes: `Renewed for ${year}`,
      uploadedByKey: owner,
      title: 'Short-Term Rental Permit',
      subtitle: `${fields.city}, ${fields.state} - valid January 1 to December 31, ${year}`,
      sections: [
        propertySection(property),
        {
          heading: 'Permit',
          rows: [
            ['Permit number', `STR-${year}-${random.int(1000, 9999)}`],
            ['Issued', longDate(permitDate)],
            ['Maximum occupancy', String(fields.maxOccupancy ?? '')],
            ['Local contact', `${fields.accountManager ?? ''}, ${DEFAULT_BRAND_NAME}`],
          ],
        },
      ],
    });
    const policyDate = `${year}${signed.slice(4)}`;
    drafts.push({
      name: `Insurance policy ${year}-${year + 1}`,
      type: 'Insurance',
      date: policyDate,
      notes: `${insurer}, short-term rental policy`,
      uploadedByKey: owner,
      title: 'Certificate of Insurance',
      subtitle: `${insurer} - policy period ${longDate(policyDate)} to ${longDate(`${year + 1}${signed.slice(4)}`)}`,
      sections: [
        propertySection(property),
        {
          heading: 'Coverage',
          rows: [
            ['Policy number', `STR${random.chars(9, '0123456789')}`],
            ['Dwelling', formatMoney(random.int(60, 180) * 1_000_000)],
            ['Personal liability', formatMoney(100_000_000)],
            ['Loss of rental income', '12 months'],
            ['Additional insured', `${DEFAULT_BRAND_NAME} Property Management`],
          ],
        },
      ],
    });
    const warrantyDate = addMonths(policyDate, 3);
    drafts.push({
      name: `Home warranty ${year}`,
      type: 'Home warranty',
      date: warrantyDate,
      notes: `${warranty}, appliances and systems`,
      uploadedByKey: owner,
      title: 'Home Warranty Plan',
      subtitle: `${warranty} - term of 12 months from ${longDate(warrantyDate)}`,
      sections: [
        propertySection(property),
        {
          heading: 'Plan',
          rows: [
            ['Contract number', `HW-${random.chars(8, '0123456789')}`],
            ['Covered systems', 'Heating, plumbing, electrical, water heater'],
            ['Covered appliances', 'Refrigerator, range, dishwasher, washer, dryer'],
            ['Service fee per claim', formatMoney(12_500)],
          ],
        },
      ],
    });
  }
  return drafts.filter((draft) => draft.date >= signed && draft.date <= window.today && managed(draft.date));
}

function agreements(input: DocumentInput): Draft[] {
  const { property, window, managementEnd } = input;
  const { fields } = property;
  const signed = signingDate(property, window);
  const drafts: Draft[] = [
    {
      name: 'Property management agreement',
      type: 'Owner Agreement',
      date: signed,
      notes: `Signed by ${ownerNames(property)}`,
      uploadedByKey: null,
      title: 'Property Management Agreement',
      subtitle: `Effective ${longDate(signed)}`,
      sections: [
        propertySection(property),
        {
          heading: 'Terms',
          rows: [
            ['Management fee', `${percent(fields.managementFeeBps)} of rental revenue`],
            ['Cleaning fee', `${formatMoney(fields.cleaningFeeCents ?? 0)} per stay, paid by guests`],
            ['Stocking fee', `${formatMoney(fields.stockingFeeCents ?? 0)} per month`],
            ['Statements', 'Within 15 days after month end'],
            ['Payouts', 'Within 15 days of the statement'],
            ['Termination', "60 days' written notice"],
            ['Repairs needing approval', 'Over $200'],
          ],
        },
      ],
    },
  ];
  if (managementEnd) {
    const noticeDate = addDays(managementEnd, -60);
    drafts.push({
      name: 'Notice of termination',
      type: 'Owner Agreement',
      date: noticeDate,
      notes: `Management ends ${longDate(managementEnd)}`,
      uploadedByKey: null,
      title: 'Notice of Termination',
      subtitle: `Given ${longDate(noticeDate)}, effective ${longDate(managementEnd)}`,
      sections: [
        propertySection(property),
        {
          rows: [
            '',
            `The owner has given 60 days' written notice ending the management agreement of ${longDate(signed)}. ` +
              'Future reservations are closed and the final statement follows the last managed month.',
          ],
        },
      ],
    });
  }
  return drafts;
}

/**
 * Documents of every type but statements for a property, each with a one-page PDF drawn when it
 * is written; statements are generated from the seeded rows by the portal (statements.ts).
 */
export function planDocuments(input: DocumentInput): PlannedDocument[] {
  const random = createRandom(`documents:${input.property.slug}`);
  const { managementEnd } = input;
  const managed = (date: IsoDate) => managementEnd === null || date < managementEnd;
  const drafts = [...agreements(input), ...renewals(input, random, managed)];
  return drafts
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name))
    .map((draft) => ({
      propertySlug: input.property.slug,
      name: draft.name,
      type: draft.type,
      date: draft.date,
      notes: draft.notes ?? '',
      uploadedByKey: draft.uploadedByKey,
      pdf: {
        brand: DEFAULT_BRAND_NAME,
        title: draft.title,
        subtitle: draft.subtitle,
        sections: draft.sections,
        footer: FOOTER,
        date: draft.date,
      },
    }));
}
