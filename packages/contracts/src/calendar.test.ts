import { describe, expect, it } from 'vitest';
import { ZCreateBlockRequest, ZCreateStayRequest, ZUpdateBlockRequest, ZUpdateStayRequest } from './calendar';
import { messages } from './messages';

const stay = {
  property_id: 1,
  start_date: '2026-06-20',
  end_date: '2026-06-23',
  arrival: '16:00',
  guests_count: 2,
  reservation_for: 'Myself',
  guest: null,
  notes: '',
};

function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('the stay request', () => {
  it('takes a stay for Myself', () => {
    expect(ZCreateStayRequest.safeParse(stay).success).toBe(true);
  });

  it('keeps a line break in the notes', () => {
    const parsed = ZCreateStayRequest.safeParse({ ...stay, notes: 'Arriving late\nKeys in the box' });
    expect(parsed.success && parsed.data.notes).toBe('Arriving late\nKeys in the box');
  });

  it('requires the dates, the arrival and the guests', () => {
    const { start_date: _s, end_date: _e, arrival: _a, guests_count: _g, ...rest } = stay;
    expect(fieldMessages(ZCreateStayRequest.safeParse(rest))).toEqual({
      start_date: [messages.required],
      end_date: [messages.required],
      arrival: [messages.required],
      guests_count: [messages.required],
    });
  });

  it('allows arrival from 02:00 PM to 11:59 PM only', () => {
    for (const arrival of ['14:00', '18:30', '23:59']) {
      expect(ZCreateStayRequest.safeParse({ ...stay, arrival }).success).toBe(true);
    }
    for (const arrival of ['13:59', '00:00', '09:00']) {
      expect(fieldMessages(ZCreateStayRequest.safeParse({ ...stay, arrival }))).toEqual({
        arrival: ['Available time range: 02:00 PM - 11:59 PM'],
      });
    }
  });

  it('says how to write an arrival or a date sent as a number, not that it is missing (issue 28)', () => {
    expect(
      fieldMessages(ZCreateStayRequest.safeParse({ ...stay, arrival: 1400, start_date: 20260101 })),
    ).toEqual({
      arrival: [messages.invalidTime],
      start_date: [messages.invalidDate],
    });
    expect(fieldMessages(ZCreateStayRequest.safeParse({ ...stay, arrival: null }))).toEqual({
      arrival: [messages.required],
    });
  });

  it("requires the other person's names and a valid e-mail; the phone is optional", () => {
    expect(fieldMessages(ZCreateStayRequest.safeParse({ ...stay, reservation_for: 'Other person' }))).toEqual(
      {
        'guest.first_name': ['This field is required'],
        'guest.last_name': ['This field is required'],
        'guest.email': ['This field is required'],
      },
    );
    const guest = { first_name: 'Ann', last_name: 'Lee', email: 'ann@', phone: null };
    expect(
      fieldMessages(ZCreateStayRequest.safeParse({ ...stay, reservation_for: 'Other person', guest })),
    ).toEqual({
      'guest.email': ['Invalid email format'],
    });
    const valid = { ...guest, email: 'ann@example.test' };
    expect(
      ZCreateStayRequest.safeParse({ ...stay, reservation_for: 'Other person', guest: valid }).success,
    ).toBe(true);
  });

  it('modifies with status confirmed and cancels with status canceled alone', () => {
    const { property_id: _p, ...fields } = stay;
    expect(ZUpdateStayRequest.safeParse({ ...fields, status: 'confirmed' }).success).toBe(true);
    expect(ZUpdateStayRequest.safeParse({ status: 'canceled' }).success).toBe(true);
    expect(ZUpdateStayRequest.safeParse({ status: 'confirmed' }).success).toBe(false);
  });
});

describe('the block request', () => {
  const block = {
    start_date: '2026-06-20',
    end_date: '2026-06-22',
    type_of_maintenance: 'Deep clean',
    notes: 'Carpets',
  };

  it('requires notes describing the work', () => {
    expect(ZCreateBlockRequest.safeParse(block).success).toBe(true);
    expect(fieldMessages(ZCreateBlockRequest.safeParse({ ...block, notes: '  ' }))).toEqual({
      notes: ['This field is required'],
    });
  });

  it('keeps line breaks in the notes and refuses other control characters (decision 0014)', () => {
    const parsed = ZCreateBlockRequest.safeParse({ ...block, notes: 'Carpets\nthen windows\r\nand oven' });
    expect(parsed.success && parsed.data.notes).toBe('Carpets\nthen windows\r\nand oven');
    expect(fieldMessages(ZCreateBlockRequest.safeParse({ ...block, notes: 'Carpets\tand oven' }))).toEqual({
      notes: ['Remove tabs and other invisible control characters'],
    });
  });

  it('modifies with status unavailable and releases with status available', () => {
    expect(ZUpdateBlockRequest.safeParse({ ...block, id: 3, status: 'unavailable' }).success).toBe(true);
    expect(ZUpdateBlockRequest.safeParse({ id: 3, status: 'available' }).success).toBe(true);
  });
});
