import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  TCalendarFeed,
  TNotificationSettings,
  TOwnerProfileRecord,
  TPropertyInfo,
} from '@harborstay/contracts';
import { ownerKeys } from './owner-query-keys';

/**
 * What the web knows of the owner's writes: which kept answers each kind of write makes wrong.
 * Every mutation of the app goes through useWriteMutation and names its write, so that after an
 * owner's own change every screen showing the figures it moved asks the server again on its next
 * view, whatever the queries' staleTime (app.tsx keeps answers 30 s for reads nobody changed).
 *
 * Canceling a stay is a 'stay' write, releasing a block a 'block' write.
 */
export type OwnerWrite =
  /** An owner stay booked, modified or canceled. */
  | { kind: 'stay'; propertyId: number }
  /** A maintenance block made, modified or released. */
  | { kind: 'block'; propertyId: number }
  /** The Property Info saved: the server's answer is the new Property Info. */
  | { kind: 'property-info'; saved: TPropertyInfo }
  | { kind: 'document-upload'; propertyId: number }
  /** A new calendar feed address: the server's answer is the new address. */
  | { kind: 'calendar-feed-reset'; propertyId: number; saved: TCalendarFeed }
  /** The onboarding's first property. */
  | { kind: 'first-property' }
  /** The owner profile saved: the server's answer is the new profile. */
  | { kind: 'owner-profile'; saved: TOwnerProfileRecord }
  /** The notification settings saved: the server's answer is the new settings. */
  | { kind: 'notification-settings'; saved: TNotificationSettings }
  /** A new primary e-mail confirmed through its link. */
  | { kind: 'email-confirmed' }
  /**
   * A call that changes nothing the web keeps (passwords, a download). The sign-in page's two calls
   * (sign-in, an account request) do without the query cache altogether: usePendingCall.
   */
  | { kind: 'nothing-kept' };

export type OwnerWriteKind = OwnerWrite['kind'];

/** A write's effect on the kept answers: one it answered itself, and the prefixes it made wrong. */
export type OwnerWriteEffects = {
  answer?: { queryKey: QueryKey; data: unknown };
  stale: readonly QueryKey[];
};

/**
 * A stay or a block moves the nights of its property: the calendar, the header bar's occupancy,
 * the dashboard of every filter that may hold the property (occupancy and RevPAR count owner and
 * block nights), and the reservations report (owner stays are rows of it). The property list does
 * not move: its 'actively reserved' counts guest stays only.
 */
const nightsOf = (propertyId: number): readonly QueryKey[] => [
  ownerKeys.calendar(propertyId),
  ownerKeys.propertyFinancials(propertyId),
  ownerKeys.dashboard,
  ownerKeys.reports,
];

/** The one map from a write to what it touches. */
export function ownerWriteEffects(write: OwnerWrite): OwnerWriteEffects {
  switch (write.kind) {
    case 'stay':
    case 'block':
      return { stale: nightsOf(write.propertyId) };
    case 'property-info':
      // Saving completes a live property: its status in the list and the onboarding's count.
      return {
        answer: { queryKey: ownerKeys.propertyInfo(write.saved.id), data: write.saved },
        stale: [ownerKeys.properties, ownerKeys.onboarding],
      };
    case 'document-upload':
      return { stale: [ownerKeys.documents(write.propertyId)] };
    case 'calendar-feed-reset':
      return { answer: { queryKey: ownerKeys.calendarFeed(write.propertyId), data: write.saved }, stale: [] };
    case 'first-property':
      // A new property: the list, the onboarding's step, the dashboard's count of properties, and the
      // co-owners page, which lists each of the caller's properties.
      return {
        stale: [ownerKeys.properties, ownerKeys.onboarding, ownerKeys.dashboard, ownerKeys.coOwners],
      };
    case 'owner-profile':
      // The onboarding asks whether a profile exists; the co-owners page shows the caller's names.
      return {
        answer: { queryKey: ownerKeys.profile, data: write.saved },
        stale: [ownerKeys.onboarding, ownerKeys.coOwners],
      };
    case 'notification-settings':
      return { answer: { queryKey: ownerKeys.notifications, data: write.saved }, stale: [] };
    case 'email-confirmed':
      return { stale: [ownerKeys.profile] };
    case 'nothing-kept':
      return { stale: [] };
  }
}

/**
 * Applies a write to the kept answers. A screen on view asks again at once and keeps showing its
 * figures meanwhile; an answer no screen shows is dropped, so the next view waits for the new
 * figures rather than flashing the old ones (as a merely stale answer would, however briefly).
 */
export async function applyOwnerWrite(queryClient: QueryClient, write: OwnerWrite): Promise<void> {
  const { answer, stale } = ownerWriteEffects(write);
  if (answer) queryClient.setQueryData(answer.queryKey, answer.data);
  for (const queryKey of stale) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** applyOwnerWrite for a write made outside a mutation (a page's effect); the same function each render. */
export function useApplyOwnerWrite() {
  const queryClient = useQueryClient();
  return useCallback((write: OwnerWrite) => applyOwnerWrite(queryClient, write), [queryClient]);
}

type WriteMutationOptions<TVariables, TResult> = {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** What the write touched, from the server's answer and what was sent. */
  touches: (result: TResult, variables: TVariables) => OwnerWrite;
  /** Follow-up outside the query cache (the stored session's names); the cache is done by then. */
  onSuccess?: (result: TResult, variables: TVariables) => void;
};

/**
 * The app's only useMutation (the sign-in page's calls apart: usePendingCall): a mutation must declare what it touches, and the touched answers are
 * refreshed before the mutation counts as done (a page that navigates on success finds them so).
 */
export function useWriteMutation<TVariables, TResult>({
  mutationFn,
  touches,
  onSuccess,
}: WriteMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result: TResult, variables: TVariables) => {
      await applyOwnerWrite(queryClient, touches(result, variables));
      onSuccess?.(result, variables);
    },
  });
}
