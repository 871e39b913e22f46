import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../shared/session/session-store';

/** The owner, onboarding and profile areas need a signed-in user (spec section 2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to={paths.login.href()} replace />;
  return children;
}

/** A signed-in user at the sign-in page goes to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <Navigate to={paths.owner.dashboard.href()} replace />;
  return children;
}
