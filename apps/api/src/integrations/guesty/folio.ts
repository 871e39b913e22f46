import { z } from 'zod';
import type { GuestyClient } from './client';

/** Documented: at most 200 reservation ids a folio overview call. */
const IDS_PER_CALL = 200;
/**
 * The folio fields the portal reads. `hostPayout` and `currency` are documented names; `fareCleaning`
 * and `commission` are the legacy `money` names, assumed among the 86 selectable values (decision
 * 0053: an unknown name makes Guesty answer 400, so check these first against a real account).
 */
const FIELDS = ['hostPayout', 'fareCleaning', 'commission', 'currency'];

const ZAmount = z.number().finite().nullish();
/** One result of `GET /v1/guest-folio/overview`; a field with no stored value is omitted. */
export const ZGuestyFolio = z.looseObject({
  reservationId: z.string(),
  hostPayout: ZAmount,
  fareCleaning: ZAmount,
  commission: ZAmount,
  currency: z.string().nullish(),
});
export type GuestyFolio = z.output<typeof ZGuestyFolio>;

const ZOverview = z.looseObject({
  results: z.array(z.unknown()),
  notFound: z.array(z.string()).nullish(),
});

/**
 * Reads the folios of these reservations, up to 200 a call (each through the client, so within
 * the shared rate budget). A reservation Guesty lists in `notFound`, or whose folio does not
 * parse, is absent from the map: its caller leaves it for the next pull rather than store $0.
 */
export async function readFolios(client: GuestyClient, ids: readonly string[]) {
  const folios = new Map<string, GuestyFolio>();
  for (let i = 0; i < ids.length; i += IDS_PER_CALL) {
    const answer = ZOverview.parse(
      await client.get('/guest-folio/overview', {
        reservationIds: ids.slice(i, i + IDS_PER_CALL).join(','),
        fields: FIELDS.join(','),
      }),
    );
    for (const item of answer.results) {
      const parsed = ZGuestyFolio.safeParse(item);
      if (parsed.success) folios.set(parsed.data.reservationId, parsed.data);
    }
  }
  return folios;
}

const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

/**
 * A folio's money as the portal's (decision 0053), in integer cents each rounded once: revenue is
 * what the stay earned the property, the host payout without the cleaning fare (channel fees are
 * already out of the payout); the management fee is `commission`, never more than the revenue;
 * net income the difference, to the cent; cleaning `fareCleaning`.
 */
export function moneyOf(folio: Pick<GuestyFolio, 'hostPayout' | 'fareCleaning' | 'commission'>) {
  const revenueCents = Math.max(0, cents(folio.hostPayout) - Math.max(0, cents(folio.fareCleaning)));
  const feeCents = Math.min(Math.max(0, cents(folio.commission)), revenueCents);
  return {
    revenue: revenueCents / 100,
    management_fee: feeCents / 100,
    net_income: (revenueCents - feeCents) / 100,
    cleaning_cost: Math.max(0, cents(folio.fareCleaning)) / 100,
  };
}
