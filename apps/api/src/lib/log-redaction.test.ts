import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUrlRedactor, serializeError } from './log-redaction';

describe('the log redaction of addresses', () => {
  const redactor = createUrlRedactor();
  redactor.learnRoute('/api/provider/v1/properties/:id/tasks/:external_id/');
  redactor.learnRoute('/api/owners/owner/property/properties-care/getUrl/');
  redactor.learnRoute('/assets/index-B2x9d8Kq.js');
  const { redact } = redactor;
  const token = 'k3J9x_QeT0pVv7Lr-2mZb8YwA1sNcUoHdFgEiRjTlPq';

  it('hides every segment that is not a lower-case word, an id, a date or a segment of a route', () => {
    expect(redact(`/accounts/reset/MQ/${token}/`)).toBe('/accounts/reset/[redacted]/[redacted]/');
    expect(redact(`/accounts/confirm-email/${token}`)).toBe('/accounts/confirm-email/[redacted]');
    expect(redact(`/api/calendar-feeds/${token}.ics`)).toBe('/api/calendar-feeds/[redacted]');
    expect(redact(`/api/integrations/breezeway/webhooks/${token}/`)).toBe(
      '/api/integrations/breezeway/webhooks/[redacted]/',
    );
    expect(redact(`/api/owners/notifications/unsubscribe/7.new_booking.${token}/`)).toBe(
      '/api/owners/notifications/unsubscribe/[redacted]/',
    );
    // An operator's token of digits and lower-case letters is no word either.
    expect(redact('/api/integrations/breezeway/webhooks/bw-hook-0123456789abcdef/')).toBe(
      '/api/integrations/breezeway/webhooks/[redacted]/',
    );
  });

  it('shows the words, ids and dates of ordinary addresses, and the segments of declared routes', () => {
    for (const url of [
      '/owner/property-calendar/3',
      '/api/owners/owner/property/12/calendar/2026-01-01/2026-03-31/',
      '/api/provider/v1/properties/4/tasks/',
      '/api/owners/owner/property/properties-care/getUrl/',
      '/assets/index-B2x9d8Kq.js',
      '/api/openapi.json',
      '/',
    ])
      expect(redact(url)).toBe(url);
  });

  it('hides every query value, and a name that is not a word', () => {
    expect(
      redact(`/api/files/?key=documents%2F3%2Fa.pdf&expires=1796000000&signature=${token}&download=1`),
    ).toBe('/api/files/?key=[redacted]&expires=[redacted]&signature=[redacted]&download=[redacted]');
    expect(redact(`/api/care-reports/?${token}&flag`)).toBe('/api/care-reports/?[redacted]&flag');
    expect(redact(`/owner/dashboard#${token}`)).toBe('/owner/dashboard#[redacted]');
  });

  it('does the same in whole links, as e-mails carry them', () => {
    expect(redact(`https://portal.example.com/accounts/reset/MQ/${token}`)).toBe(
      'https://portal.example.com/accounts/reset/[redacted]/[redacted]',
    );
    expect(redact(`http://localhost:8080/notifications/unsubscribe/3.statement.${token}`)).toBe(
      'http://localhost:8080/notifications/unsubscribe/[redacted]',
    );
    expect(redact('https://portal.example.com/owner/property-document/3?type=statement&year=2026')).toBe(
      'https://portal.example.com/owner/property-document/3?type=[redacted]&year=[redacted]',
    );
  });

  it('hides a segment that a percent-encoding could make look like another', () => {
    expect(redact('/api/calendar-feeds/%61bc.ics')).toBe('/api/calendar-feeds/[redacted]');
  });
});

describe('serializeError', () => {
  const query = 'update "owner_profiles" set "first_name" = $1, "phone" = $2 where "user_id" = $3';

  function failedQuery() {
    // The shapes of a real failure: PGlite's error carries the query and its values, PostgreSQL's a detail.
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(ann.leak@example.test) already exists.',
        query,
        params: ['Ann', '+13035550123', 7],
        queryOptions: { rowMode: 'object' },
      },
    );
    return new DrizzleQueryError(query, ['Ann', '+13035550123', 7], cause);
  }

  it('keeps the SQL, the codes and the stack frames of a failed query, but none of its values', () => {
    const serialized = serializeError(failedQuery());
    const text = JSON.stringify(serialized);
    for (const value of ['Ann', '+13035550123', 'ann.leak@example.test']) expect(text).not.toContain(value);
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${query}`,
      query,
      cause: {
        code: '23505',
        constraint: 'users_email_key',
        query,
        message: expect.stringContaining('duplicate'),
      },
    });
    expect(serialized.stack).toMatch(/^Error: Failed query: .*\n {4}at /);
  });

  it('leaves other errors as they are', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(serializeError(error)).toEqual({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      stack: error.stack,
      code: 'ECONNREFUSED',
    });
  });
});
