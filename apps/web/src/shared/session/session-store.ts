import { useSyncExternalStore } from 'react';
import { STORAGE_USER_KEY, ZLoginResponse, type TLoginResponse } from '@harborstay/contracts';

/**
 * The signed-in session, kept in localStorage under `harborstay_user` (the contract's name)
 * so that it survives a reload and is shared between tabs.
 */
export type Session = TLoginResponse;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

function readSession(): Session | null {
  const raw = localStorage.getItem(STORAGE_USER_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = parseSession(raw);
  return cachedSession;
}

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const parsed = ZLoginResponse.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const sessionStore = {
  get: readSession,
  set(session: Session) {
    localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(session));
    notify();
  },
  /** Sign-out forgets everything this app kept in the browser (spec section 4). */
  clearAll() {
    localStorage.clear();
    sessionStorage.clear();
    notify();
  },
  subscribe,
};

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}
