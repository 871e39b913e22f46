import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginHref, returnPathOf } from './return-to';

const statementLink = '/owner/property-document/3?type=Monthly%20statements&year=2026&month=11';

describe('returnPathOf', () => {
  it("keeps a path of the portal's signed-in pages, with its query and fragment", () => {
    expect(returnPathOf(statementLink)).toBe(statementLink);
    expect(returnPathOf('/owner/financial/reservation-feed/')).toBe('/owner/financial/reservation-feed/');
    expect(returnPathOf('/profile#password')).toBe('/profile#password');
    expect(returnPathOf('/onboarding/step21')).toBe('/onboarding/step21');
    expect(returnPathOf('/confirmed-info/4')).toBe('/confirmed-info/4');
  });

  it('refuses every address that could lead off the portal', () => {
    for (const next of [
      'https://evil.com',
      'https://evil.com/owner/dashboard',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.com',
      '//evil.com/owner/dashboard',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com/owner/dashboard',
      '/%2F%2Fevil.com',
      '/%2f/evil.com/owner',
      '/%5Cevil.com',
      '/%5c%5cevil.com/owner',
      '/owner/%2F%2Fevil.com',
      '/\tt/evil.com',
      '/%09/evil.com',
      '/\n/evil.com',
      ' //evil.com',
      'owner/dashboard',
      '',
      null,
      undefined,
    ]) {
      expect(returnPathOf(next), String(next)).toBeNull();
    }
  });

  it('refuses pages outside the signed-in areas, dot segments included', () => {
    for (const next of [
      '/login',
      '/login?next=/owner/dashboard',
      '/accounts/reset/',
      '/api/owners/owner/',
      '/owners',
      '/owner/../api/files/',
      '/owner/%2e%2e/login',
    ]) {
      expect(returnPathOf(next), next).toBeNull();
    }
  });
});

describe('loginHref and afterSignInPath', () => {
  it('carry a statement link through the sign-in page and back', () => {
    const href = loginHref(statementLink);
    expect(href).toBe(`/login?next=${encodeURIComponent(statementLink)}`);
    expect(afterSignInPath(href.slice('/login'.length))).toBe(statementLink);
  });

  it('send to /login alone, and from it to the dashboard, when there is nowhere to return to', () => {
    expect(loginHref()).toBe('/login');
    expect(loginHref('//evil.com')).toBe('/login');
    expect(afterSignInPath('')).toBe('/owner/dashboard');
    expect(afterSignInPath('?next=%2F%2Fevil.com')).toBe('/owner/dashboard');
    expect(afterSignInPath('?next=https%3A%2F%2Fevil.com')).toBe('/owner/dashboard');
  });
});
