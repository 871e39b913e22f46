import { z } from 'zod';

/** The e-mails an owner may turn on or off (contract, "Statements, notifications and the calendar feed"). */
export const NOTIFICATION_KINDS = [
  'new_booking',
  'canceled_booking',
  'statement_published',
  'task_completed',
  'own_booking',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What each notification is, in the owner's words: the switch in 'My Owner Profile', the
 * unsubscribe page and the footer of each e-mail say the same thing.
 */
export const NOTIFICATION_LABELS: Record<TNotificationKind, { title: string; description: string }> = {
  new_booking: {
    title: 'New guest bookings',
    description: 'A guest books one of your properties: the dates, the nights and your net income.',
  },
  canceled_booking: {
    title: 'Canceled guest bookings',
    description: 'A guest booking of one of your properties is canceled.',
  },
  statement_published: {
    title: 'Statements',
    description: 'A monthly or annual statement of one of your properties is published.',
  },
  task_completed: {
    title: 'Property care',
    description: 'A care task of one of your properties is completed.',
  },
  own_booking: {
    title: 'My stays and blocks',
    description: 'A confirmation when you book, change or cancel a stay or a block.',
  },
};

/** Every notification on: what a new owner gets. */
export const DEFAULT_NOTIFICATION_SETTINGS = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as Record<TNotificationKind, boolean>;

/** The e-mails the owner wants: each one on or off. Every key is sent, every time. */
export const ZNotificationSettings = z.strictObject({
  new_booking: z.boolean(),
  canceled_booking: z.boolean(),
  statement_published: z.boolean(),
  task_completed: z.boolean(),
  own_booking: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/**
 * The token of an unsubscribe address: the owner's id, the notification, when it was issued (Unix
 * milliseconds; tokens sent before issue 43 lack it) and an HMAC-SHA256 of them (base64url, 43
 * characters). It does not expire: a List-Unsubscribe address must keep working, until the owner
 * turns that e-mail back on after it was sent (decision 0087).
 */
export const UNSUBSCRIBE_TOKEN = new RegExp(
  `^(\\d{1,10})\\.(${NOTIFICATION_KINDS.join('|')})(?:\\.(\\d{1,15}))?\\.([A-Za-z0-9_-]{43})$`,
);
export const ZUnsubscribeParams = z.object({
  token: z.string().max(100).regex(UNSUBSCRIBE_TOKEN, 'Not an unsubscribe address.'),
});

/** The notification a token names, read without checking it (the page says what its button turns off). */
export function notificationOfToken(token: string): TNotificationKind | undefined {
  return UNSUBSCRIBE_TOKEN.exec(token)?.[2] as TNotificationKind | undefined;
}

export const ZUnsubscribeAnswer = z.object({
  notification: z.enum(NOTIFICATION_KINDS),
  /** Always false: the notification is off for that owner from now on. */
  is_subscribed: z.literal(false),
});
export type TUnsubscribeAnswer = z.infer<typeof ZUnsubscribeAnswer>;

/** The web page of an unsubscribe address: it says what its button turns off (the GET of the API address leads here). */
export const unsubscribePagePath = (token: string) => `/notifications/unsubscribe/${token}`;
