import { percentOfCents, type Cents } from './money';

/**
 * What a guest stay earns the owner: the management fee is a share of the accommodation
 * revenue; the cleaning fee is charged to the guest and paid to the cleaners, so it is not income.
 */
export function guestStayEarnings(input: { revenueCents: Cents; managementFeeBps: number }) {
  const managementFeeCents = percentOfCents(input.revenueCents, input.managementFeeBps);
  return { managementFeeCents, netIncomeCents: input.revenueCents - managementFeeCents };
}
