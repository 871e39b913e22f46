import { NOTIFICATION_LABELS, unsubscribePagePath, type TNotificationKind } from '@harborstay/contracts';
import { nightsBetween } from '@harborstay/domain';
import { mailFrame, mailHtml } from '../lib/mail-frame';
import type { MailMessage } from '../plugins/mail';
import type { Recipient } from './settings';

/** What one notification says, before it is addressed to an owner. */
export type NotificationContent = {
  kind: TNotificationKind;
  subject: string;
  /** The opening sentence. */
  lead: string;
  facts: [string, string][];
  /** Where in the portal the owner sees it. */
  action: { label: string; path: string };
};

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 'Fri, Jun 5, 2026': the day as the property's calendar has it (dates carry no time zone). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** '$1,234.56', as the reservations report writes money. */
export const formatCents = (cents: number) => dollars.format(cents / 100);

const nightsOf = (start: string, end: string) => {
  const nights = nightsBetween(start, end);
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
};

/** A stay's dates: check-in, check-out and nights, as every notification of one lists them. */
export const stayFacts = (start: string, end: string): [string, string][] => [
  ['Check-in', formatDay(start)],
  ['Check-out', formatDay(end)],
  ['Nights', nightsOf(start, end)],
];

/** A block's dates: its nights end the day before its first free day. */
export const blockFacts = (start: string, end: string): [string, string][] => [
  ['First night', formatDay(start)],
  ['Free again', formatDay(end)],
  ['Nights', nightsOf(start, end)],
];

/**
 * Addresses a notification to one owner: plain text and HTML, the brand's name, a link to the
 * portal, and the one-click unsubscribe of RFC 8058. The List-Unsubscribe address is the API's
 * (a mail client POSTs to it); the footer's link opens the page whose button does the same, so
 * that a scanner following links turns nothing off.
 */
export function addressNotification(input: {
  content: NotificationContent;
  recipient: Recipient;
  brandName: string;
  publicUrl: string;
  unsubscribeToken: string;
}): MailMessage {
  const { content, recipient, brandName } = input;
  const base = input.publicUrl.replace(/\/$/, '');
  const portalLink = `${base}${content.action.path}`;
  const oneClick = `${base}/api/owners/notifications/unsubscribe/${input.unsubscribeToken}/`;
  const page = `${base}${unsubscribePagePath(input.unsubscribeToken)}`;
  const label = NOTIFICATION_LABELS[content.kind].title;
  const greeting = recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : 'Hello,';
  const why = `You get this e-mail because '${label}' is on in the notification settings of your ${brandName} owner profile.`;

  const text = [
    greeting,
    '',
    content.lead,
    '',
    ...content.facts.map(([name, value]) => `${name}: ${value}`),
    '',
    `${content.action.label}: ${portalLink}`,
    '',
    `The ${brandName} team`,
    '',
    '--',
    why,
    `To stop these e-mails, open ${page}`,
  ].join('\n');

  const html = mailFrame({
    brandName,
    content: [
      mailHtml.paragraph(greeting),
      mailHtml.paragraph(content.lead),
      mailHtml.facts(content.facts),
      mailHtml.button(portalLink, content.action.label),
    ],
    footer: mailHtml.smallPrint(why, { href: page, label: `Stop e-mails about ${label.toLowerCase()}` }),
  });

  return {
    to: recipient.email,
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
