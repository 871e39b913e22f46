import { addDays, addMonths, type IsoDate } from '@harborstay/domain';
import { percent, propertySection, type Draft, type DocumentInput } from './document-draft';
import { formatMoney, longDate, monthName, monthYear } from './format';
import type { PdfRow } from './pdf';
import type { DemoProperty } from './properties';
import { monthsBetween } from './seed-window';
import { monthFigures, occupancyPercent, sumFigures, type MonthFigures } from './statement-figures';

function figureRows(property: DemoProperty, figures: MonthFigures): PdfRow[] {
  return [
    ['Guest stays (check-ins)', String(figures.checkIns)],
    ['Gross rental revenue', formatMoney(figures.revenueCents)],
    [
      `Management fee (${percent(property.fields.managementFeeBps)})`,
      formatMoney(-figures.managementFeeCents),
    ],
    ['Net rental income', formatMoney(figures.netIncomeCents)],
    ['Stocking fee', formatMoney(-figures.stockingFeeCents)],
    ['Owner payout', formatMoney(figures.payoutCents)],
  ];
}

/** One statement per managed month, issued on the 15th of the next month (once that day has come). */
export function monthlyStatements(
  input: DocumentInput,
  managed: (month: IsoDate) => boolean,
): { drafts: Draft[]; figures: MonthFigures[] } {
  const { property, window } = input;
  const figures = monthsBetween(window.start, window.monthStart)
    .filter(managed)
    .map((month) => monthFigures(property, month, input.reservations, input.prices));
  const account = property.fields.accountNumber ?? '';
  const drafts = figures
    .map((f): Draft => {
      const date = addDays(addMonths(f.month, 1), 14);
      return {
        name: `Statement ${monthYear(f.month)}`,
        type: 'Monthly statements',
        date,
        notes: `Owner payout ${formatMoney(f.payoutCents)}`,
        uploadedByKey: null,
        title: 'Owner Statement',
        subtitle: `${monthYear(f.month)} - ${property.fields.entityName}`,
        sections: [
          propertySection(property),
          { heading: 'Summary', rows: figureRows(property, f) },
          {
            heading: 'Calendar',
            rows: [
              ['Nights booked by guests', String(f.nights.guestNights)],
              ['Owner nights', String(f.nights.ownerNights)],
              ['Blocked nights', String(f.nights.blockNights)],
              ['Occupancy', `${occupancyPercent(f)}%`],
            ],
          },
          {
            rows: [
              '',
              `Statement date ${longDate(date)}. The payout is sent by ACH to ${property.fields.bankName ?? 'your bank'} ` +
                `account ending ${account.slice(-4)} within 15 days of this statement.`,
            ],
          },
        ],
      };
    })
    .filter((draft) => draft.date <= window.today);
  return { drafts, figures };
}

/** Annual statements for past years with managed months, issued January 31 (the 1099 deadline). */
export function annualStatements(input: DocumentInput, figures: readonly MonthFigures[]): Draft[] {
  const { property, window } = input;
  const years = [...new Set(figures.map((f) => f.month.slice(0, 4)))];
  return years.flatMap((year): Draft[] => {
    const date = `${Number(year) + 1}-01-31`;
    const months = figures.filter((f) => f.month.startsWith(year));
    const total = sumFigures(months);
    const first = months[0];
    const last = months[months.length - 1];
    if (!total || !first || !last || date > window.today) return [];
    return [
      {
        name: `Annual Statement ${year}`,
        type: 'Annual statements',
        date,
        notes: `Rents reported on Form 1099-MISC: ${formatMoney(total.revenueCents)}`,
        uploadedByKey: null,
        title: `Annual Owner Statement ${year}`,
        subtitle: `${monthName(first.month)} - ${monthName(last.month)} ${year} - ${property.fields.entityName}`,
        sections: [
          propertySection(property),
          { heading: 'Year totals', rows: figureRows(property, total) },
          {
            heading: 'Tax information',
            rows: [
              ['Recipient TIN type', property.fields.recipientTinType ?? ''],
              ['Recipient TIN', `*****${(property.fields.recipientTin ?? '').slice(-4)}`],
              ['Rents (Form 1099-MISC, box 1)', formatMoney(total.revenueCents)],
            ],
          },
        ],
      },
    ];
  });
}
