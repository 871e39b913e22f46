import { formatPercent } from './percent';

/**
 * Occupancy as every screen shows it: a percent with one decimal at most, or a dash where no
 * night was available to rent (the domain's `occupancyPercent` is null there, like RevPAR).
 */
export function formatOccupancy(percent: number | null): string {
  return percent === null ? '–' : formatPercent(percent);
}
