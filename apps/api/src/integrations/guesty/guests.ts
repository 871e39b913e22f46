import { z } from 'zod';
import { ConnectorRefused } from '../connector-errors';
import type { GuestyClient } from './client';

/** The guest's names, all the portal keeps of a guest. */
const ZGuestyGuest = z.looseObject({ firstName: z.string().nullish(), lastName: z.string().nullish() });
export type GuestName = { firstName: string; lastName: string };

/**
 * Reads a reservation's guest by the id it references (v3 no longer embeds the guest). One call
 * per guest, so only reservations read anyway (new or changed) ask; a guest Guesty does not give
 * leaves the names empty rather than hold the booking back.
 * Assumption: `GET /v1/guests/{id}` with `firstName` and `lastName` (decision 0053).
 */
export async function readGuestName(
  client: GuestyClient,
  guestId: string | null | undefined,
): Promise<GuestName | undefined> {
  if (!guestId) return undefined;
  let answer: unknown;
  try {
    answer = await client.get(`/guests/${encodeURIComponent(guestId)}`);
  } catch (error) {
    // A guest Guesty refuses (gone, or not this account's) costs the names only.
    if (error instanceof ConnectorRefused) return undefined;
    throw error;
  }
  const parsed = ZGuestyGuest.safeParse(answer);
  if (!parsed.success) return undefined;
  return { firstName: parsed.data.firstName ?? '', lastName: parsed.data.lastName ?? '' };
}
