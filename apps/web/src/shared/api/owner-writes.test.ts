import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@harborstay/contracts';
import { buildOwnerProfileRecord, buildPropertyInfo } from '../../testing/builders';
import { ownerKeys } from './owner-query-keys';
import { applyOwnerWrite, useWriteMutation, type OwnerWrite, type OwnerWriteKind } from './owner-writes';

/** Every source file of the app but the tests, by its path under src/. */
const sources = Object.entries(
  import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../testing/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, text]) => ({
  // Vite names a file of this folder './x.ts' and others '../../y/x.ts': both as a path under src/.
  path: new URL(path, 'file:///src/shared/api/').pathname.replace(/^\/src\//, ''),
  text,
}));

const WRITES_MODULE = 'shared/api/owner-writes.ts';
const KEYS_MODULE = 'shared/api/owner-query-keys.ts';
const filesMatching = (pattern: RegExp, except: string) =>
  sources.filter(({ path, text }) => path !== except && pattern.test(text)).map(({ path }) => path);

describe('every write declares what it touches', () => {
  it('reads the app’s sources (the scan below sees the mutations)', () => {
    expect(sources.map(({ path }) => path)).toEqual(
      expect.arrayContaining([WRITES_MODULE, 'features/calendar/api/calendar-queries.ts', 'app/app.tsx']),
    );
    expect(filesMatching(/useWriteMutation\(/, WRITES_MODULE).length).toBeGreaterThanOrEqual(10);
  });

  it('no mutation but through useWriteMutation, whose `touches` the compiler requires', () => {
    expect(filesMatching(/\buseMutation\b/, WRITES_MODULE)).toEqual([]);
  });

  it('no kept answer is changed anywhere but in owner-writes.ts', () => {
    expect(
      filesMatching(
        /\b(invalidateQueries|removeQueries|resetQueries|refetchQueries|setQueryData|setQueriesData|useQueryClient)\b/,
        WRITES_MODULE,
      ),
    ).toEqual([]);
  });

  it('every owner query key is built from ownerKeys, the prefixes the map names', () => {
    expect(filesMatching(/queryKey:\s*\[\s*['"]owner['"]/, KEYS_MODULE)).toEqual([]);
  });
});

/** One kept answer of each owner read, of two properties (1 and 2) and two dashboard filters. */
const KEPT: Record<string, QueryKey> = {
  properties: ownerKeys.properties,
  'info 1': ownerKeys.propertyInfo(1),
  'info 2': ownerKeys.propertyInfo(2),
  'financials 1': ownerKeys.propertyFinancials(1),
  'financials 2': ownerKeys.propertyFinancials(2),
  'calendar 1 reservations': [...ownerKeys.calendar(1), 'reservations', '2026-11-01', '2027-02-01'],
  'calendar 1 prices': [...ownerKeys.calendar(1), 'prices', '2026-11-01', '2027-02-01'],
  'calendar 2 reservations': [...ownerKeys.calendar(2), 'reservations', '2026-11-01', '2027-02-01'],
  'calendar feed 1': ownerKeys.calendarFeed(1),
  'documents 1': [...ownerKeys.documents(1), { type: 'Permit' }],
  'documents 2': [...ownerKeys.documents(2), { type: 'Permit' }],
  'care 1': [...ownerKeys.care(1), { property: '1' }],
  'care report url': ownerKeys.careReportUrl(9),
  'dashboard of all': [...ownerKeys.dashboard, []],
  'dashboard of 2': [...ownerKeys.dashboard, [2]],
  report: [...ownerKeys.reports, 'reservations', { start: '2026-11-01' }],
  profile: ownerKeys.profile,
  onboarding: ownerKeys.onboarding,
  'co-owners': ownerKeys.coOwners,
  notifications: ownerKeys.notifications,
};

const NIGHTS_OF_1 = [
  'financials 1',
  'calendar 1 reservations',
  'calendar 1 prices',
  'dashboard of all',
  'dashboard of 2',
  'report',
];

/** Each kind of write, and the kept answers it must refresh: no more, no fewer. */
const CASES: Record<OwnerWriteKind, { write: OwnerWrite; touched: string[]; answered?: string }> = {
  stay: { write: { kind: 'stay', propertyId: 1 }, touched: NIGHTS_OF_1 },
  block: { write: { kind: 'block', propertyId: 1 }, touched: NIGHTS_OF_1 },
  'property-info': {
    write: { kind: 'property-info', saved: buildPropertyInfo({ id: 1 }) },
    touched: ['properties', 'onboarding'],
    answered: 'info 1',
  },
  'document-upload': { write: { kind: 'document-upload', propertyId: 1 }, touched: ['documents 1'] },
  'calendar-feed-reset': {
    write: {
      kind: 'calendar-feed-reset',
      propertyId: 1,
      saved: {
        url: 'https://portal.test/api/calendar-feeds/new.ics',
        webcal_url: 'webcal://portal.test/api/calendar-feeds/new.ics',
      },
    },
    touched: [],
    answered: 'calendar feed 1',
  },
  'first-property': {
    write: { kind: 'first-property' },
    touched: ['properties', 'onboarding', 'dashboard of all', 'dashboard of 2', 'co-owners'],
  },
  'owner-profile': {
    write: { kind: 'owner-profile', saved: buildOwnerProfileRecord() },
    touched: ['onboarding', 'co-owners'],
    answered: 'profile',
  },
  'notification-settings': {
    write: { kind: 'notification-settings', saved: { ...DEFAULT_NOTIFICATION_SETTINGS, new_booking: false } },
    touched: [],
    answered: 'notifications',
  },
  'email-confirmed': { write: { kind: 'email-confirmed' }, touched: ['profile'] },
  'nothing-kept': { write: { kind: 'nothing-kept' }, touched: [] },
};

function keptClient() {
  const queryClient = new QueryClient({
    // No garbage collection: its timer would outlive the test (testing/render.tsx).
    defaultOptions: { queries: { gcTime: Infinity, staleTime: 30_000 }, mutations: { gcTime: Infinity } },
  });
  for (const [name, queryKey] of Object.entries(KEPT)) queryClient.setQueryData(queryKey, `old ${name}`);
  return queryClient;
}

describe.each(Object.entries(CASES))('a %s write', (_kind, { write, touched, answered }) => {
  it('drops the touched answers no screen shows, so their next view asks the server', async () => {
    const queryClient = keptClient();
    await applyOwnerWrite(queryClient, write);
    const dropped = Object.entries(KEPT)
      .filter(([, queryKey]) => queryClient.getQueryState(queryKey) === undefined)
      .map(([name]) => name);
    expect(dropped.sort()).toEqual([...touched].sort());
    if (answered) expect(queryClient.getQueryData(KEPT[answered] ?? [])).not.toBe(`old ${answered}`);
  });

  it('asks again at once for the touched answers a screen shows, and for nothing else', async () => {
    const queryClient = keptClient();
    const asked: string[] = [];
    const observers = Object.entries(KEPT).map(([name, queryKey]) => {
      const observer = new QueryObserver(queryClient, {
        queryKey,
        queryFn: () => {
          asked.push(name);
          return `new ${name}`;
        },
      });
      observer.subscribe(() => undefined);
      return observer;
    });
    await applyOwnerWrite(queryClient, write);
    expect(asked.sort()).toEqual([...touched].sort());
    for (const name of touched) expect(queryClient.getQueryData(KEPT[name] ?? [])).toBe(`new ${name}`);
    for (const observer of observers) observer.destroy();
  });
});

describe('useWriteMutation', () => {
  it('refreshes what the write touched before the mutation counts as done, then runs its follow-up', async () => {
    const queryClient = keptClient();
    const followUps: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(
      () =>
        useWriteMutation({
          mutationFn: (propertyId: number) => Promise.resolve({ id: 77, propertyId }),
          touches: (_stay, propertyId) => ({ kind: 'stay', propertyId }),
          onSuccess: (stay) => {
            followUps.push(
              `stay ${stay.id}: dashboard kept: ${String(queryClient.getQueryData(KEPT['dashboard of all'] ?? []))}`,
            );
          },
        }),
      { wrapper },
    );
    await result.current.mutateAsync(1);
    expect(followUps).toEqual(['stay 77: dashboard kept: undefined']);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(ownerKeys.propertyFinancials(1))).toBeUndefined();
    expect(queryClient.getQueryData(ownerKeys.propertyFinancials(2))).toBe('old financials 2');
  });
});
