/** Money is held in integer cents; the API speaks dollars with at most two decimals. */
export type Cents = number;

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** A share of an amount in basis points (2000 = 20%), rounded half up to the cent. */
export function percentOfCents(cents: Cents, basisPoints: number): Cents {
  return Math.round((cents * basisPoints) / 10_000);
}

/**
 * 123456 → '$1,234.56', a negative amount with a leading minus: the reservations report's form,
 * written by hand rather than with Intl so that a generated file's bytes are the same on every
 * machine (ICU versions differ in spaces and commas).
 */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A whole number 0 or more with en-US thousands separators: 1234567 → '1,234,567'. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
