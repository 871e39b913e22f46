import { BLOCK_DATE_LABELS } from '@harborstay/contracts';
import { nightsBetween } from '@harborstay/domain';
import type { MailMessage } from '../../plugins/mail';
import type { CalendarProperty, Reservation } from './repository';
import { escapeHtml } from '../../lib/escape-html';

export type CalendarChange = 'created' | 'modified' | 'canceled';

/**
 * What the provider's cleaning and operations team needs to act on an owner stay or block
 * (issue 10 item 7): the property, the dates, the guests and the notes. Sent to OPERATIONS_EMAIL.
 */
export function composeOperationsMail(input: {
  to: string;
  brandName: string;
  change: CalendarChange;
  reservation: Reservation;
  property: CalendarProperty;
}): MailMessage {
  const { reservation: r, property } = input;
  const isBlock = r.kind === 'maintenance';
  const what = isBlock ? 'Maintenance block' : 'Owner stay';
  const verb = input.change === 'canceled' ? (isBlock ? 'released' : 'canceled') : input.change;
  // A block's dates in the words of every screen: its first night, the day it is free again.
  const dates = isBlock
    ? `first night ${r.startDate}, free again ${r.endDate}`
    : `${r.startDate} to ${r.endDate}`;
  const subject = `${what} ${verb}: ${property.entityName}, ${dates}`;
  const guestName = [r.guestFirstName, r.guestLastName].filter(Boolean).join(' ');
  const lines: [string, string][] = [
    ['Property', `${property.entityName} (#${property.id}), ${property.streetAddress}`],
    ...(isBlock
      ? ([
          [BLOCK_DATE_LABELS.firstNight, r.startDate],
          [BLOCK_DATE_LABELS.freeAgain, r.endDate],
          ['Type of maintenance', r.typeOfMaintenance ?? ''],
        ] satisfies [string, string][])
      : ([
          ['Check-in', r.startDate],
          ['Check-out', `${r.endDate}, 10:00 AM`],
          ['Arrival', r.arrival ? r.arrival.slice(0, 5) : ''],
          ['Guests', String(r.guestsCount ?? '')],
          [
            'For',
            r.reservationFor === 'Other person'
              ? `${guestName} <${r.guestEmail ?? ''}> ${r.guestPhone ?? ''}`.trim()
              : 'the owner',
          ],
        ] satisfies [string, string][])),
    ['Nights', String(nightsBetween(r.startDate, r.endDate))],
    ['Status', r.status],
    ['Notes', r.notes ?? ''],
  ];
  const text = [
    `${what} ${verb} in the ${input.brandName} owner portal.`,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif"><p>${escapeHtml(
    `${what} ${verb} in the ${input.brandName} owner portal.`,
  )}</p><table>${rows}</table></body></html>`;
  return { to: input.to, subject, text, html };
}
