import ical, { ICalEventTransparency } from 'ical-generator';
import { BLOCK_DATE_LABELS } from '@harborstay/contracts';
import { longDate, nightsBetween } from '@harborstay/domain';
import type { FeedReservation } from './repository';

/** How often a calendar app is asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 3600;

/**
 * The version of the text renderFeed writes for the same calendar: part of the feed's ETag, so
 * raise it with any change of what renderFeed writes (or of ical-generator's output), or calendar
 * apps that ask with an old ETag keep the old text until the calendar itself changes.
 */
export const FEED_FORMAT = 2;

export type FeedCalendar = {
  brandName: string;
  /** The portal's address: the events' UID domain and their link back to the calendar page. */
  publicUrl: string;
  propertyId: number;
  entityName: string;
  timeZone: string;
  reservations: readonly FeedReservation[];
};

const nightsText = (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`);

/**
 * What an event says: never anything of a guest (no name, e-mail, phone, count), only the owner's
 * own words. Its name starts with the property's, so that the feeds of several properties in one
 * calendar app tell which house each event is at (issue 43).
 */
function describe(
  reservation: FeedReservation,
  entityName: string,
): { summary: string; description: string; isBusy: boolean } {
  const nights = nightsText(nightsBetween(reservation.start_date, reservation.end_date));
  if (reservation.kind === 'guest')
    return { summary: `${entityName}: Guest stay · ${nights}`, description: '', isBusy: false };
  if (reservation.kind === 'maintenance') {
    const type = reservation.type_of_maintenance?.trim() || 'Maintenance';
    // DTEND is the day it is free again, which calendar apps show as the day before: the text says both.
    const dates = [
      `${BLOCK_DATE_LABELS.firstNight}: ${longDate(reservation.start_date)}`,
      `${BLOCK_DATE_LABELS.freeAgain}: ${longDate(reservation.end_date)}`,
    ].join('\n');
    return {
      summary: `${entityName}: Block · ${type} · ${nights}`,
      description: [dates, reservation.notes?.trim() ?? ''].filter(Boolean).join('\n\n'),
      isBusy: false,
    };
  }
  const details = [
    reservation.reservation_for === 'Other person' ? 'For another person' : '',
    reservation.arrival ? `Arrival ${reservation.arrival}` : '',
    reservation.guests_count
      ? `${reservation.guests_count} ${reservation.guests_count === 1 ? 'guest' : 'guests'}`
      : '',
  ].filter(Boolean);
  const notes = reservation.notes?.trim() ?? '';
  return {
    summary: `${entityName}: Owner stay · ${nights}`,
    description: [details.join(' · '), notes].filter(Boolean).join('\n\n'),
    // The owner is at the house: busy in their own calendar; the property's other events are not theirs.
    isBusy: true,
  };
}

/**
 * The property's calendar as RFC 5545 text: one all-day event per reservation, its dates those of
 * the property's calendar (DATE values carry no zone: the first night and the check-out day, as
 * the property's own time zone counts them), a UID of the reservation and its revision as the
 * SEQUENCE. DTSTAMP is the reservation's last write, not the time of the request, so that the
 * same calendar gives the same text and its ETag holds.
 */
export function renderFeed(calendar: FeedCalendar): string {
  const { host } = new URL(calendar.publicUrl);
  const link = new URL(`/owner/property-calendar/${calendar.propertyId}`, calendar.publicUrl).href;
  const name = `${calendar.entityName} · ${calendar.brandName}`;
  const feed = ical({
    name,
    description: `Guest stays, owner stays and blocks of ${calendar.entityName}, from ${calendar.brandName}`,
    prodId: { company: calendar.brandName, product: 'Owner calendar feed', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  });
  // Only the name of the zone, as many feeds do: every event is all-day, so no VTIMEZONE is needed.
  // (ical-generator's own timezone option would write DTSTAMP without its Z.)
  feed.x([{ key: 'X-WR-TIMEZONE', value: calendar.timeZone }]);
  for (const reservation of calendar.reservations) {
    const { summary, description, isBusy } = describe(reservation, calendar.entityName);
    const revised = new Date(reservation.updated_ms);
    feed.createEvent({
      id: `reservation-${reservation.id}@${host}`,
      sequence: reservation.revision,
      allDay: true,
      start: reservation.start_date,
      end: reservation.end_date,
      stamp: revised,
      lastModified: revised,
      summary,
      description: description || null,
      url: link,
      transparency: isBusy ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
    });
  }
  return feed.toString();
}
