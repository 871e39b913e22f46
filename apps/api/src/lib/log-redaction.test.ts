import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

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

  it('leaves other paths alone', () => {
    expect(redactUrl('/accounts/reset/')).toBe('/accounts/reset/');
    expect(redactUrl('/owner/property-details/3')).toBe('/owner/property-details/3');
  });
});
