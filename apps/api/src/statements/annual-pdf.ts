import { formatMoney, longDate, MONTH_NAMES } from '@harborstay/domain';
import {
  footers,
  heading,
  labelRows,
  letterhead,
  newPdf,
  paragraph,
  pdfBytes,
  table,
} from '../lib/pdf/pdf-document';
import type { AnnualContent } from './content';
import { deduction, propertyRows } from './monthly-pdf';

/** The threshold of the W-9 section (spec: Property Info): rents of $600 or more in a year are reported. */
export const FORM_1099_THRESHOLD_CENTS = 60_000;

export const annualStatementName = (year: number) => `Annual Statement ${year}`;

/** The year's summary: income by month with its totals, and the year's rents against the $600 threshold. */
export async function renderAnnualStatement(
  content: AnnualContent,
  options: { brand: string; replacesIssuedOn: string | null },
) {
  const { property, year, totals } = content;
  const doc = newPdf({
    title: `Annual Owner Statement ${year} - ${property.entityName}`,
    author: options.brand,
    date: content.issuedOn,
  });
  letterhead(doc, options.brand, 'Annual Owner Statement', `${year} · ${property.entityName}`);
  labelRows(
    doc,
    [
      ...propertyRows(property),
      ['Period', `${longDate(`${year}-01-01`)} – ${longDate(`${year}-12-31`)}`],
      ['Statement date', longDate(content.issuedOn)],
    ],
    { valueX: 110 },
  );
  if (options.replacesIssuedOn)
    paragraph(doc, `This statement replaces the one issued on ${longDate(options.replacesIssuedOn)}.`, {
      muted: true,
    });
  heading(doc, 'Income by month');
  table(
    doc,
    [
      { title: 'Month', width: 14 },
      { title: 'Stays', width: 10, align: 'right' },
      { title: 'Revenue', width: 15, align: 'right' },
      { title: 'Management fee', width: 15, align: 'right' },
      { title: 'Net income', width: 15, align: 'right' },
      { title: 'Stocking fee', width: 14, align: 'right' },
      { title: 'After fees', width: 15, align: 'right' },
    ],
    content.months.map(({ month, totals: m, stockingFeeCents }) => [
      MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month,
      String(m.count),
      formatMoney(m.revenueCents),
      formatMoney(m.managementFeeCents),
      formatMoney(m.netIncomeCents),
      deduction(stockingFeeCents),
      formatMoney(m.netIncomeCents - stockingFeeCents),
    ]),
    [
      'Totals',
      String(totals.count),
      formatMoney(totals.revenueCents),
      formatMoney(totals.managementFeeCents),
      formatMoney(totals.netIncomeCents),
      deduction(content.stockingFeeCents),
      formatMoney(totals.netIncomeCents - content.stockingFeeCents),
    ],
  );
  paragraph(
    doc,
    'Each month counts the stays that checked in during it, as the monthly statements and the reservations report do; adjustments paid on a later statement are in that statement.',
    { muted: true },
  );
  heading(doc, 'Tax information');
  const reported = totals.revenueCents >= FORM_1099_THRESHOLD_CENTS;
  labelRows(
    doc,
    [
      ['Gross rents for the year', formatMoney(totals.revenueCents)],
      ['Form 1099-MISC threshold', formatMoney(FORM_1099_THRESHOLD_CENTS)],
      [
        'Form 1099-MISC, box 1 (Rents)',
        reported ? `${formatMoney(totals.revenueCents)}, to be issued` : 'Not issued: under $600',
      ],
      ...(property.recipientTinType ? [['Recipient TIN type', property.recipientTinType] as const] : []),
      ...(property.recipientTin
        ? [['Recipient TIN', `•••••${property.recipientTin.slice(-4)}`] as const]
        : []),
    ],
    { valueX: 330, valueAlign: 'right', strong: ['Gross rents for the year'] },
  );
  paragraph(
    doc,
    'Rents of $600 or more in a year are reported to the IRS on Form 1099-MISC with the taxpayer details of the W-9 section of your Property Info. Ask your account manager to correct them if they are wrong.',
    { muted: true },
  );
  footers(
    doc,
    `${options.brand} Property Management · ${annualStatementName(year)} · ${property.entityName}`,
  );
  return pdfBytes(doc);
}
