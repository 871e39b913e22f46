import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { afterSignInPath, loginHref } from '../shared/session/return-to';
import { useSession } from '../shared/session/session-store';

/**
 * The owner, onboarding and profile areas need a signed-in user (spec section 2): the sign-in page
 * is told the address that was asked for, and returns there once signed in (decision 0090).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (!session) return <Navigate to={loginHref(`${pathname}${search}${hash}`)} replace />;
  return children;
}

/** A signed-in user at the sign-in page goes to the address it names, or to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const { search } = useLocation();
  if (session) return <Navigate to={afterSignInPath(search)} replace />;
  return children;
}
