import { useSyncExternalStore } from 'react';
import { STORAGE_USER_KEY, type TLoginResponse } from '@harborstay/contracts';

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
    return sessionOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * A stored value read as a sign-in answer, as `ZLoginResponse` reads it (its fields only), or null.
 * Checked by hand: every page reads the session as it starts, and zod would be loaded and its
 * schemas built for it on each first render (decision 0072). The test holds it to the schema.
 */
export function sessionOf(value: unknown): Session | null {
  if (!isRecord(value) || typeof value.key !== 'string' || !isRecord(value.user)) return null;
  const { id, username, email, first_name, last_name } = value.user;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof username !== 'string' || typeof email !== 'string') return null;
  if (typeof first_name !== 'string' || typeof last_name !== 'string') return null;
  return { key: value.key, user: { id, username, email, first_name, last_name } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
