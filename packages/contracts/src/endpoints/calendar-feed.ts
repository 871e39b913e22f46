import { z } from 'zod';
import { ZCalendarFeed, ZCalendarFeedPathParams } from '../calendar-feed';
import { ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { calendarFeedRoutes } from '../routes';
import { ZPropertyPathParams } from '../property';

/** The calendar feed: an owner's secret address of a property's calendar, and the feed itself. */
export const calendarFeedEndpoints = {
  address: defineEndpoint({
    ...calendarFeedRoutes.address,
    auth: 'owner',
    tag: 'calendar',
    summary:
      "The caller's secret address of the property's calendar feed, made the first time it is asked for",
    description:
      'One address per owner and property: co-owners each have their own. It works until it is reset, ' +
      'or until its owner no longer owns the property.',
    params: ZPropertyPathParams,
    responses: { 200: ZCalendarFeed, 404: ZDetailError },
  }),
  reset: defineEndpoint({
    ...calendarFeedRoutes.reset,
    auth: 'owner',
    tag: 'calendar',
    summary: 'A new secret address of the calendar feed; the old one answers 404 at once',
    params: ZPropertyPathParams,
    responses: { 201: ZCalendarFeed, 404: ZDetailError },
  }),
  feed: defineEndpoint({
    ...calendarFeedRoutes.feed,
    auth: 'public',
    tag: 'calendar',
    summary: "A property's calendar as RFC 5545 iCalendar (text/calendar), by its secret address",
    description:
      'No other credential: the address is the permission. One all-day event per standing ' +
      'reservation ending within the last 365 days or later: DTSTART the first night, DTEND the ' +
      "check-out day (a block's first free day), a UID stable for the reservation and a SEQUENCE " +
      "that grows with each change. Guest bookings show as 'Guest stay' with their nights and " +
      'nothing of the guest; owner stays with their notes; blocks with their type. Sent with a weak ' +
      'ETag: an If-None-Match that matches answers 304. An unknown or reset address, or one whose ' +
      'owner no longer owns the property, answers 404; more than 60 requests an hour to one ' +
      'address answer 429 with Retry-After, as do unknown addresses from a client address that has ' +
      'sent UNKNOWN_TOKENS_PER_ADDRESS of them within UNKNOWN_TOKEN_WINDOW_MS (a valid address never).',
    params: ZCalendarFeedPathParams,
    produces: ['text/calendar'],
    responses: {
      200: z.string().meta({ description: 'text/calendar; charset=utf-8 (RFC 5545)' }),
      304: z.literal('').meta({ description: 'Not modified: the If-None-Match matched the ETag' }),
      404: ZDetailError,
      429: ZDetailError,
    },
  }),
};
