import { afterEach, describe, expect, it } from 'vitest';
import { renderFeed, type FeedCalendar } from './ics';
import type { FeedReservation } from './repository';

const stay = (overrides: Partial<FeedReservation> = {}): FeedReservation => ({
  id: 7,
  kind: 'owner',
  start_date: '2026-12-31',
  end_date: '2027-01-02',
  notes: 'Line one; with, punctuation\nline two',
  type_of_maintenance: null,
  reservation_for: 'Myself',
  arrival: '16:00',
  guests_count: 1,
  revision: 4,
  updated_ms: Date.UTC(2026, 10, 2, 9, 30),
  ...overrides,
});

const calendar = (reservations: FeedReservation[]): FeedCalendar => ({
  brandName: 'Harborstay',
  publicUrl: 'https://portal.example.com',
  propertyId: 3,
  entityName: 'Aspen Lodge',
  timeZone: 'America/Denver',
  reservations,
});

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('renderFeed', () => {
  it("writes the calendar's dates as DATE values whatever the server's own time zone", () => {
    const texts = ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago'].map((timeZone) => {
      process.env.TZ = timeZone;
      return renderFeed(calendar([stay()]));
    });
    expect(texts[0]).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(texts[0]).toContain('DTEND;VALUE=DATE:20270102\r\n');
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
  });

  it('stamps each event with its last write in UTC, so the same calendar gives the same text', () => {
    const text = renderFeed(calendar([stay()]));
    expect(text).toContain('DTSTAMP:20261102T093000Z\r\n');
    expect(text).toContain('LAST-MODIFIED:20261102T093000Z\r\n');
    expect(text).toContain('SEQUENCE:4\r\n');
    expect(text).toContain('UID:reservation-7@portal.example.com\r\n');
    expect(text).toContain('URL;VALUE=URI:https://portal.example.com/owner/property-calendar/3\r\n');
    expect(renderFeed(calendar([stay()]))).toBe(text);
  });

  it("escapes the owner's notes as RFC 5545 text, folding lines at 75 octets", () => {
    const text = renderFeed(calendar([stay()]));
    const lines = text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Unfolded (RFC 5545 3.1): a line end and one blank continue the line before.
    expect(text.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Arrival 16:00 · 1 guest\\n\\nLine one\\; with\\, punctuation\\nline two',
    );
  });

  it('marks an owner stay busy and the property’s other events free', () => {
    const text = renderFeed(
      calendar([
        stay(),
        stay({ id: 8, kind: 'guest' }),
        stay({ id: 9, kind: 'maintenance', type_of_maintenance: null }),
      ]),
    );
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events[0]).toContain('TRANSP:OPAQUE');
    expect(events[1]).toContain('SUMMARY:Aspen Lodge: Guest stay · 2 nights');
    expect(events[1]).toContain('TRANSP:TRANSPARENT');
    expect(events[1]).not.toContain('DESCRIPTION');
    expect(events[2]).toContain('SUMMARY:Aspen Lodge: Block · Maintenance · 2 nights');
  });
});
