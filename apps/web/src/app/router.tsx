import { Center, Container, Loader } from '@mantine/core';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '../config/paths';
import { PageNotBuilt } from '../shared/ui/page-not-built';
import { RouteErrorView } from './layout/route-error-view';
import { sessionStore } from '../shared/session/session-store';
import { lazyPage } from './page-load-error';
import { RedirectIfSignedIn, RequireSession } from './route-guards';
import type { RoutePrefetch } from './route-prefetch';

/**
 * A loader that starts the page's reads beside the download of its code (decision 0055), for a
 * signed-in owner, and returns at once: the page renders as soon as its code is there. The reads
 * live in a small module of their own, so that the sign-in page does not download them.
 */
const prefetch =
  (name: RoutePrefetch) =>
  ({ params }: LoaderFunctionArgs) => {
    if (sessionStore.get()) {
      void import('./route-prefetch')
        .then(({ routePrefetches }) => routePrefetches[name](params))
        // The page asks again itself, and shows what fails.
        .catch(() => undefined);
    }
    return null;
  };

const notBuilt = (title: string) => ({ element: <PageNotBuilt title={title} /> });

/** Every page starts at the top, and Back returns to where the owner was. */
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** What the first page load shows while the code of its page arrives. */
function FirstPageLoading() {
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

// Child routes name their full path from config/paths.ts (React Router accepts an absolute child path
// that starts with its parent's), so that no path is written twice.
/**
 * The app's router. Made when main.tsx asks, in a task of its own after the modules' evaluation
 * (decision 0069): making it matches the address and starts fetching the page's code.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      HydrateFallback: FirstPageLoading,
      // A page outside the two shells (sign-in, reset, legal pages), or a shell itself, that fails.
      errorElement: (
        <Container size="sm" py={64}>
          <RouteErrorView />
        </Container>
      ),
      children: [
        { path: paths.landing.path, element: <Navigate to={paths.login.href()} replace /> },
        {
          path: paths.login.path,
          element: (
            <RedirectIfSignedIn>
              <Outlet />
            </RedirectIfSignedIn>
          ),
          children: [
            {
              index: true,
              ...lazyPage(
                () => import('../features/auth/routes/login-page'),
                (m) => m.LoginPage,
                { hasOwnStyles: true },
              ),
            },
          ],
        },
        {
          // Every page but the sign-in page reads through TanStack Query: its provider arrives with the
          // first of them, beside the page's own code (decision 0063).
          ...lazyPage(
            () => import('./query-layout'),
            (m) => m.QueryLayout,
            // The pages inside bring Mantine's sheets themselves.
            { hasOwnStyles: true },
          ),
          children: [
            {
              path: paths.passwordReset.path,
              ...lazyPage(
                () => import('../features/auth/routes/password-reset-page'),
                (m) => m.PasswordResetPage,
              ),
            },
            {
              path: paths.confirmEmail.path,
              ...lazyPage(
                () => import('../features/profile/routes/confirm-email-page'),
                (m) => m.ConfirmEmailPage,
              ),
            },
            {
              path: paths.unsubscribe.path,
              ...lazyPage(
                () => import('../features/profile/routes/unsubscribe-page'),
                (m) => m.UnsubscribePage,
              ),
            },
            {
              path: paths.termsOfService.path,
              ...lazyPage(
                () => import('../features/legal/routes/terms-of-service-page'),
                (m) => m.TermsOfServicePage,
              ),
            },
            {
              path: paths.managementTerms.path,
              ...lazyPage(
                () => import('../features/legal/routes/management-terms-page'),
                (m) => m.ManagementTermsPage,
              ),
            },
            {
              path: paths.privacyPolicy.path,
              ...lazyPage(
                () => import('../features/legal/routes/privacy-policy-page'),
                (m) => m.PrivacyPolicyPage,
              ),
            },
            {
              element: (
                <RequireSession>
                  <Outlet />
                </RequireSession>
              ),
              children: [
                {
                  path: paths.owner.root.path,
                  // The shells (menus, navigation, the property filter) load with the first page inside them.
                  loader: prefetch('ownerArea'),
                  // Once per entry: the gate's check is not asked again on each page inside.
                  shouldRevalidate: () => false,
                  ...lazyPage(
                    () => import('./layout/owner-area'),
                    (m) => m.OwnerArea,
                  ),
                  children: [
                    {
                      // A page that fails shows the error view in the shell, beside the navigation.
                      errorElement: <RouteErrorView />,
                      children: [
                        { index: true, element: <Navigate to={paths.owner.dashboard.href()} replace /> },
                        {
                          path: paths.owner.dashboard.path,
                          loader: prefetch('dashboard'),
                          ...lazyPage(
                            () => import('../features/dashboard/routes/dashboard-page'),
                            (m) => m.DashboardPage,
                          ),
                        },
                        { path: paths.owner.alternativeDashboard.path, ...notBuilt('Dashboard') },
                        {
                          path: paths.owner.properties.path,
                          ...lazyPage(
                            () => import('../features/properties/routes/properties-page'),
                            (m) => m.PropertiesPage,
                          ),
                        },
                        {
                          path: paths.owner.coOwners.path,
                          ...lazyPage(
                            () => import('../features/properties/routes/co-owners-page'),
                            (m) => m.CoOwnersPage,
                          ),
                        },
                        {
                          // Header bar and sub-navigation around the four pages of one property.
                          loader: prefetch('property'),
                          ...lazyPage(
                            () => import('../features/properties/routes/property-layout'),
                            (m) => m.PropertyLayout,
                          ),
                          children: [
                            {
                              path: paths.owner.propertyDetails.path,
                              ...lazyPage(
                                () => import('../features/properties/routes/property-info-page'),
                                (m) => m.PropertyInfoPage,
                              ),
                            },
                            {
                              path: paths.owner.propertyDocuments.path,
                              ...lazyPage(
                                () => import('../features/documents/routes/documents-page'),
                                (m) => m.DocumentsPage,
                              ),
                            },
                            {
                              path: paths.owner.propertyCalendar.path,
                              loader: prefetch('calendar'),
                              ...lazyPage(
                                () => import('../features/calendar/routes/calendar-page'),
                                (m) => m.CalendarPage,
                              ),
                            },
                            {
                              path: paths.owner.propertyCare.path,
                              ...lazyPage(
                                () => import('../features/care/routes/property-care-page'),
                                (m) => m.PropertyCarePage,
                              ),
                            },
                          ],
                        },
                        {
                          path: paths.owner.reservationFeed.path,
                          ...lazyPage(
                            () => import('../features/reports/routes/reservations-report-page'),
                            (m) => m.ReservationsReportPage,
                          ),
                        },
                        { path: '*', element: <Navigate to={paths.owner.dashboard.href()} replace /> },
                      ],
                    },
                  ],
                },
                {
                  ...lazyPage(
                    () => import('./layout/minimal-shell'),
                    (m) => m.MinimalShell,
                  ),
                  children: [
                    {
                      errorElement: <RouteErrorView />,
                      children: [
                        {
                          path: paths.onboarding.path,
                          children: [
                            {
                              ...lazyPage(
                                () => import('../features/onboarding/routes/onboarding-layout'),
                                (m) => m.OnboardingLayout,
                              ),
                              children: [
                                {
                                  path: paths.onboardingStep.href('step11'),
                                  // The page is the profile feature's; the onboarding's guard is put around it here.
                                  ...lazyPage(
                                    () => import('../features/onboarding/components/step-guard'),
                                    ({ StepGuard }) =>
                                      function ProfileStepGuard() {
                                        return <StepGuard step="step11">{() => <Outlet />}</StepGuard>;
                                      },
                                  ),
                                  children: [
                                    {
                                      index: true,
                                      ...lazyPage(
                                        () => import('../features/profile/routes/onboarding-profile-page'),
                                        (m) => m.OnboardingProfilePage,
                                      ),
                                    },
                                  ],
                                },
                                {
                                  path: paths.onboardingStep.href('step21'),
                                  ...lazyPage(
                                    () => import('../features/onboarding/routes/property-step-page'),
                                    (m) => m.PropertyStepPage,
                                  ),
                                },
                                {
                                  path: paths.onboardingStep.href('step31'),
                                  ...lazyPage(
                                    () => import('../features/onboarding/routes/preparing-step-page'),
                                    (m) => m.PreparingStepPage,
                                  ),
                                },
                                {
                                  path: paths.onboardingStep.href('step41'),
                                  ...lazyPage(
                                    () => import('../features/onboarding/routes/live-step-page'),
                                    (m) => m.LiveStepPage,
                                  ),
                                },
                              ],
                            },
                            { path: '*', element: <Navigate to={paths.onboarding.href()} replace /> },
                            { index: true, element: <Navigate to={paths.onboarding.href()} replace /> },
                          ],
                        },
                        {
                          path: paths.profile.path,
                          ...lazyPage(
                            () => import('../features/profile/routes/profile-page'),
                            (m) => m.ProfilePage,
                          ),
                        },
                        {
                          path: paths.confirmedInfo.path,
                          ...lazyPage(
                            () => import('../features/calendar/routes/confirmed-info-page'),
                            (m) => m.ConfirmedInfoPage,
                          ),
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.login.href()} replace /> },
      ],
    },
  ]);
