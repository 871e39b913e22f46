import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-redaction';

describe('redactUrl', () => {
  it('hides the token of password reset and e-mail confirmation links', () => {
    expect(redactUrl('/accounts/reset/MQ/abcDEF123_-')).toBe('/accounts/reset/MQ/[redacted]');
    expect(redactUrl('/accounts/reset/MQ/abcDEF123_-/')).toBe('/accounts/reset/MQ/[redacted]/');
    expect(redactUrl('/accounts/confirm-email/abcDEF123')).toBe('/accounts/confirm-email/[redacted]');
  });

  it('hides it in whole links too, as e-mails carry them', () => {
    expect(redactUrl('https://portal.example.com/accounts/reset/MQ/abc123')).toBe(
      'https://portal.example.com/accounts/reset/MQ/[redacted]',
    );
    expect(redactUrl('http://localhost:8080/accounts/confirm-email/abc')).toBe(
      'http://localhost:8080/accounts/confirm-email/[redacted]',
    );
  });

  it('hides the secret of a calendar feed address', () => {
    expect(redactUrl('/api/calendar-feeds/abcDEF123_-.ics')).toBe('/api/calendar-feeds/[redacted]');
    expect(redactUrl('/api/calendar-feeds/abcDEF123_-.ics?x=1')).toBe('/api/calendar-feeds/[redacted]?x=1');
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/accounts/reset/')).toBe('/accounts/reset/');
    expect(redactUrl('/owner/property-details/3')).toBe('/owner/property-details/3');
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
