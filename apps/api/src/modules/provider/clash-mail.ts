import { BLOCK_DATE_LABELS } from '@harborstay/contracts';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/escape-html';

type Stay = { id: number; kind: string; startDate: string; endDate: string };
type Clash = { id: number; kind: string; start_date: string; end_date: string };

/**
 * A guest booking arrived over nights an owner stay or block already holds (contract, "The
 * provider's side"): operations must move one of them. One e-mail per clashing pair.
 */
export function composeClashMail(input: {
  to: string;
  brandName: string;
  property: { id: number; entityName: string; streetAddress: string };
  guest: Stay & { externalId: string | null; platform: string | null };
  other: Clash;
}): MailMessage {
  const { property, guest, other } = input;
  const isBlock = other.kind === 'maintenance';
  const otherName = isBlock ? 'a maintenance block' : 'an owner stay';
  const subject = `Guest booking over ${otherName}: ${property.entityName}, ${guest.startDate} to ${guest.endDate}`;
  const lines: [string, string][] = [
    ['Property', `${property.entityName} (#${property.id}), ${property.streetAddress}`],
    [
      'Guest booking',
      `${guest.startDate} to ${guest.endDate} (#${guest.id}, ${guest.platform ?? ''} ${guest.externalId ?? ''})`.trim(),
    ],
    // A block's dates in the words of every screen: its first night, the day it is free again.
    isBlock
      ? [
          'Maintenance block',
          `${BLOCK_DATE_LABELS.firstNight.toLowerCase()} ${other.start_date}, ${BLOCK_DATE_LABELS.freeAgain.toLowerCase()} ${other.end_date} (#${other.id})`,
        ]
      : ['Owner stay', `${other.start_date} to ${other.end_date} (#${other.id})`],
    ['Owners', 'told by e-mail, whatever their notification settings'],
  ];
  const text = [
    `A guest booking from the channel manager holds nights that ${otherName} already held in the ${input.brandName} owner portal. Both are kept; one of them has to move.`,
    '',
    ...lines.map(([key, value]) => `${key}: ${value}`),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif">
<p>A guest booking from the channel manager holds nights that ${otherName} already held in the ${escapeHtml(input.brandName)} owner portal. Both are kept; one of them has to move.</p>
<table>${lines.map(([key, value]) => `<tr><th align="left">${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
</body></html>`;
  return { to: input.to, subject, text, html };
}
