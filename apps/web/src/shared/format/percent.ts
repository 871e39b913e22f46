import { groupThousands } from '@harborstay/domain';

/**
 * A percent as every screen shows it: one decimal at most, '12.5%', '20%'. By hand, not with
 * Intl, for the reason in `dates.ts` (decision 0071).
 */
export function formatPercent(percent: number): string {
  const tenths = Math.round(Math.abs(percent) * 10);
  const sign = percent < 0 && tenths !== 0 ? '-' : '';
  return `${sign}${groupThousands(Math.floor(tenths / 10))}${tenths % 10 === 0 ? '' : `.${tenths % 10}`}%`;
}
