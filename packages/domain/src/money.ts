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
