/** The middle value of a bench's samples; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
    : (sorted[Math.floor(middle)] ?? NaN);
}
