import {
  BLOCK_DATE_LABELS,
  NOTIFICATION_LABELS,
  unsubscribePagePath,
  type TNotificationKind,
} from '@harborstay/contracts';
import { nightsBetween } from '@harborstay/domain';
import { mailFrame, mailHtml } from '../lib/mail-frame';
import type { MailMessage } from '../plugins/mail';
import type { Recipient } from './settings';

/** What one notification says, before it is addressed to an owner. */
export type NotificationContent = {
  /**
   * The setting that turns it off; null for a service message (like a reset or an invitation):
   * sent whatever the owner's settings, without List-Unsubscribe, the footer saying why.
   */
  kind: TNotificationKind | null;
  subject: string;
  /** What cannot wait: the message's first line, above the greeting (a clash). */
  headline?: string;
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

/** A block's dates in the words of every screen and e-mail: its first night and the day it is free again. */
export const blockFacts = (start: string, end: string): [string, string][] => [
  [BLOCK_DATE_LABELS.firstNight, formatDay(start)],
  [BLOCK_DATE_LABELS.freeAgain, formatDay(end)],
  ['Nights', nightsOf(start, end)],
];

/** Why a service message came although it is no notification the owner can turn off. */
const SERVICE_WHY = (brandName: string) =>
  `You get this e-mail whatever your notification settings: it is about something at your property that needs your attention. You are listed as its owner in the ${brandName} owner portal.`;

/**
 * Addresses a notification to one owner: plain text and HTML, the brand's name, a link to the
 * portal, and the one-click unsubscribe of RFC 8058. The List-Unsubscribe address is the API's
 * (a mail client POSTs to it); the footer's link opens the page whose button does the same, so
 * that a scanner following links turns nothing off. A service message (`kind` null) has neither:
 * it cannot be turned off.
 */
export function addressNotification(input: {
  content: NotificationContent;
  recipient: Recipient;
  brandName: string;
  publicUrl: string;
  /** The signed token of the owner's unsubscribe address; absent for a service message. */
  unsubscribeToken?: string;
}): MailMessage {
  const { content, recipient, brandName } = input;
  const base = input.publicUrl.replace(/\/$/, '');
  const portalLink = `${base}${content.action.path}`;
  const greeting = recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : 'Hello,';
  const unsubscribe =
    content.kind && input.unsubscribeToken
      ? {
          label: NOTIFICATION_LABELS[content.kind].title,
          oneClick: `${base}/api/owners/notifications/unsubscribe/${input.unsubscribeToken}/`,
          page: `${base}${unsubscribePagePath(input.unsubscribeToken)}`,
        }
      : undefined;
  const why = unsubscribe
    ? `You get this e-mail because '${unsubscribe.label}' is on in the notification settings of your ${brandName} owner profile.`
    : SERVICE_WHY(brandName);
  const headline = content.headline ? [content.headline, ''] : [];

  const text = [
    ...headline,
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
    ...(unsubscribe ? [`To stop these e-mails, open ${unsubscribe.page}`] : []),
  ].join('\n');

  const html = mailFrame({
    brandName,
    content: [
      ...(content.headline ? [mailHtml.headline(content.headline)] : []),
      mailHtml.paragraph(greeting),
      mailHtml.paragraph(content.lead),
      mailHtml.facts(content.facts),
      mailHtml.button(portalLink, content.action.label),
    ],
    footer: unsubscribe
      ? mailHtml.smallPrint(why, {
          href: unsubscribe.page,
          label: `Stop e-mails about ${unsubscribe.label.toLowerCase()}`,
        })
      : mailHtml.smallPrint(why),
  });

  return {
    to: recipient.email,
    subject: content.subject,
    text,
    html,
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
