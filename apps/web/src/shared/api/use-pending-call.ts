import { useCallback, useState } from 'react';

/**
 * A call that changes nothing the app keeps (signing in, asking for an owner account), with its
 * pending state for the button. The sign-in page runs without TanStack Query, whose provider comes
 * with every other page (decision 0063); a write that touches kept answers goes through
 * useWriteMutation.
 */
export function usePendingCall<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (variables: TVariables) => {
      setPending(true);
      try {
        return await call(variables);
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { call: run, isPending };
}
