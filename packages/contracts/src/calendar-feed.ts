import { z } from 'zod';

/**
 * An owner's secret address of one property's calendar (contract, "Statements, notifications and
 * the calendar feed"): the same feed over https, and as webcal:// for the apps that subscribe to
 * that scheme (iPhone, macOS, Outlook).
 */
export const ZCalendarFeed = z.object({
  url: z.string().meta({ description: 'https address of the feed; it needs no other credential' }),
  webcal_url: z.string().meta({ description: 'the same address with the webcal:// scheme' }),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/**
 * The secret of a feed address. Any string is taken and looked up: a malformed one answers 404
 * like an unknown or reset one, so the answer never says which it was.
 */
export const ZCalendarFeedPathParams = z.object({ token: z.string().max(200) });
