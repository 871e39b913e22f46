import { OWNER_RESERVATION_KEY } from '@harborstay/contracts';
import {
  addDays,
  formatMoney,
  longDate,
  MONTH_NAMES,
  monthYear,
  nightsBetween,
  type IsoDate,
} from '@harborstay/domain';
import {
  footers,
  heading,
  labelRows,
  letterhead,
  newPdf,
  paragraph,
  pdfBytes,
  table,
  type LabelRow,
} from '../lib/pdf/pdf-document';
import type { MonthlyContent } from './content';
import type { Adjustment, StatementProperty } from './repository';

/** '-$75.00' for a deduction; nothing is shown as '-$0.00'. */
export const deduction = (cents: number) => formatMoney(cents === 0 ? 0 : -cents);

/** '30.4%', or '–' where no night was available to rent (as every screen shows it). */
export const occupancyText = (percent: number | null) => (percent === null ? '–' : `${percent}%`);

/** 'Statement 2026-05': the document's name (contract). */
export const monthlyStatementName = (month: IsoDate) => `Statement ${month.slice(0, 7)}`;

/** 'Jan 9, 2026': short enough for a table's cell, whole enough to keep. */
const shortDate = (date: IsoDate) =>
  `${(MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '').slice(0, 3)} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;

export function propertyRows(property: StatementProperty): LabelRow[] {
  const address = [property.streetAddress, property.city, `${property.state} ${property.postalCode}`.trim()]
    .filter(Boolean)
    .join(', ');
  return [
    ['Property', property.entityName],
    ['Address', address],
    [property.owners.length > 1 ? 'Owners' : 'Owner', property.owners.join(', ') || '—'],
  ];
}

function adjustmentReason(change: Adjustment, month: IsoDate): string {
  if (change.startDate === null) return 'Booking removed';
  if (change.status === 'canceled') return 'Canceled';
  if (change.startDate >= month) return `Moved to ${monthYear(change.startDate)}`;
  if (change.told.netIncomeCents === 0 && change.told.revenueCents === 0) return 'Booked after its statement';
  return 'Amounts changed';
}

export type MonthlyPdfOptions = { brand: string; replacesIssuedOn: IsoDate | null };

/**
 * The monthly owner statement: the property, owners and period; every stay checked in during the
 * month with the report's totals; then the stocking fee, adjustments and payout; then the nights.
 */
export async function renderMonthlyStatement(
  content: MonthlyContent,
  options: MonthlyPdfOptions,
): Promise<Buffer> {
  const { property, month, totals } = content;
  const doc = newPdf({
    title: `Owner Statement ${monthYear(month)} - ${property.entityName}`,
    author: options.brand,
    date: content.issuedOn,
  });
  letterhead(doc, options.brand, 'Owner Statement', `${monthYear(month)} · ${property.entityName}`);
  labelRows(
    doc,
    [
      ...propertyRows(property),
      ['Period', `${longDate(month)} – ${longDate(content.lastDay)}`],
      ['Statement date', longDate(content.issuedOn)],
      ...(property.accountManager ? [['Account manager', property.accountManager] as const] : []),
    ],
    { valueX: 110 },
  );
  if (options.replacesIssuedOn)
    paragraph(doc, `This statement replaces the one issued on ${longDate(options.replacesIssuedOn)}.`, {
      muted: true,
    });

  heading(doc, 'Reservations checked in this month');
  if (content.rows.length === 0) paragraph(doc, 'No stay checked in this month.', { muted: true });
  else
    table(
      doc,
      [
        { title: 'Check-in', width: 13 },
        { title: 'Check-out', width: 13 },
        { title: 'Nights', width: 8, align: 'right' },
        { title: 'Guest', width: 17 },
        { title: 'Platform', width: 13 },
        { title: 'Revenue', width: 12, align: 'right' },
        { title: 'Mgmt fee', width: 11, align: 'right' },
        { title: 'Net income', width: 12, align: 'right' },
      ],
      content.rows.map((row) => [
        shortDate(row.checkIn),
        shortDate(row.checkOut),
        String(row.nightsCount),
        row.platform === OWNER_RESERVATION_KEY ? 'Owner stay' : (row.guestName ?? 'Guest'),
        row.platform ?? '',
        formatMoney(row.revenueCents),
        formatMoney(row.managementFeeCents),
        formatMoney(row.netIncomeCents),
      ]),
      [
        `Totals (${totals.count})`,
        '',
        String(totals.nightsCount),
        '',
        '',
        formatMoney(totals.revenueCents),
        formatMoney(totals.managementFeeCents),
        formatMoney(totals.netIncomeCents),
      ],
    );

  heading(doc, 'Payout');
  const fee = property.managementFeeBps == null ? '' : ` (${property.managementFeeBps / 100}%)`;
  const settlement: LabelRow[] = [
    ['Gross rental revenue', formatMoney(totals.revenueCents)],
    [`Management fee${fee}`, deduction(totals.managementFeeCents)],
    ['Net rental income', formatMoney(totals.netIncomeCents)],
  ];
  if (content.stockingFeeAgreedCents !== null)
    settlement.push([
      content.stockingFeeCents === 0
        ? content.occupancyPercent === null
          ? 'Stocking fee (waived: no night was available to rent)'
          : `Stocking fee (waived: occupancy ${content.occupancyPercent}% is under 25%)`
        : 'Stocking fee',
      deduction(content.stockingFeeCents),
    ]);
  if (content.adjustments.length > 0)
    settlement.push(['Adjustments to earlier statements', formatMoney(content.adjustmentsCents)]);
  settlement.push(['Owner payout', formatMoney(content.payoutCents)]);
  settlement.push(['Payout due', longDate(content.payoutDueOn)]);
  labelRows(doc, settlement, { valueX: 330, valueAlign: 'right', strong: ['Owner payout'] });
  const account = property.accountNumber ? ` account ending ${property.accountNumber.slice(-4)}` : '';
  paragraph(
    doc,
    content.payoutCents > 0
      ? `The payout is sent by ACH to ${property.bankName ?? 'your bank'}${account} by ${longDate(content.payoutDueOn)}, 15 days after this month's statement was first issued.`
      : 'There is no payout this month: a negative amount is what the month cost beyond its income, and your account manager will settle it with you.',
    { muted: true },
  );

  if (content.adjustments.length > 0) {
    heading(doc, 'Adjustments to earlier statements');
    paragraph(
      doc,
      'Bookings of months already stated whose money has changed since their statement: the difference is paid or taken back here.',
      { muted: true },
    );
    table(
      doc,
      [
        { title: 'Booking', width: 30 },
        { title: 'Change', width: 22 },
        { title: 'Stated net income', width: 16, align: 'right' },
        { title: 'Net income now', width: 16, align: 'right' },
        { title: 'Adjustment', width: 16, align: 'right' },
      ],
      content.adjustments.map((change) => [
        [
          change.guestName ?? 'Booking',
          change.startDate
            ? `${shortDate(change.startDate)}–${shortDate(change.endDate ?? change.startDate)}`
            : '',
        ]
          .filter(Boolean)
          .join(', '),
        adjustmentReason(change, month),
        formatMoney(change.told.netIncomeCents),
        formatMoney(change.now.netIncomeCents),
        formatMoney(change.now.netIncomeCents - change.told.netIncomeCents),
      ]),
      ['Total', '', '', '', formatMoney(content.adjustmentsCents)],
    );
  }

  heading(doc, 'Nights and occupancy');
  const { nights } = content;
  labelRows(
    doc,
    [
      ['Nights in the month', String(nights.days)],
      ['Nights booked by guests', String(nights.guestNights)],
      ['Owner nights', String(nights.ownerNights)],
      ['Blocked nights', String(nights.blockNights)],
      ['Occupancy', occupancyText(content.occupancyPercent)],
    ],
    { valueX: 330, valueAlign: 'right' },
  );
  paragraph(doc, 'Occupancy is guest nights over the nights neither the owner used nor a block held.', {
    muted: true,
  });
  if (content.stays.length > 0) {
    const nextMonth = addDays(content.lastDay, 1);
    heading(doc, 'Owner stays and blocks');
    table(
      doc,
      [
        { title: 'Kind', width: 24 },
        { title: 'From', width: 13 },
        { title: 'To', width: 13 },
        { title: 'Nights in month', width: 13, align: 'right' },
        { title: 'Notes', width: 37 },
      ],
      content.stays.map((stay) => {
        const from = stay.startDate > month ? stay.startDate : month;
        const to = stay.endDate < nextMonth ? stay.endDate : nextMonth;
        return [
          stay.kind === 'owner' ? 'Owner stay' : `Block: ${stay.typeOfMaintenance ?? 'maintenance'}`,
          shortDate(stay.startDate),
          shortDate(stay.endDate),
          String(nightsBetween(from, to)),
          stay.notes ?? '',
        ];
      }),
    );
  }
  footers(
    doc,
    `${options.brand} Property Management · ${monthlyStatementName(month)} · ${property.entityName}`,
  );
  return pdfBytes(doc);
}
