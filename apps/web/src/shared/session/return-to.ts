import { matchesAnyPath, paths } from '../../config/paths';

/** The sign-in page's query parameter naming the address to return to (decision 0090). */
export const RETURN_TO_PARAM = 'next';

/** The pages behind the sign-in: the only places the sign-in page sends an owner back to. */
const SIGNED_IN_AREAS = [paths.owner.root, paths.onboarding, paths.profile, paths.confirmedInfo];

// Any origin would do: a path that resolves against it to another origin is not ours.
const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * The address a `next` parameter names, when it is a path of this portal's signed-in pages;
 * otherwise null. Refused: absolute and protocol-relative addresses (`https://evil.com`,
 * `//evil.com`, `/\evil.com`, which browsers read as `//evil.com`), any backslash or control
 * character, encoded slashes or backslashes, and paths outside the signed-in areas.
 */
export function returnPathOf(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // Backslashes, control characters and their encodings: browsers and servers read them differently.
  if (next.includes('\\') || hasControlCharacter(next) || /%(2f|5c|[01][0-9a-f]|7f)/i.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (!matchesAnyPath(SIGNED_IN_AREAS, url.pathname, { prefix: true })) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** /login, with the address to return to after signing in when there is one worth returning to. */
export function loginHref(returnTo?: string): string {
  const path = returnPathOf(returnTo);
  if (!path) return paths.login.href();
  return `${paths.login.href()}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}

/** Where a sign-in leads: the address the sign-in page was asked to return to, else the dashboard. */
export function afterSignInPath(search: string): string {
  return returnPathOf(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? paths.owner.dashboard.href();
}
