import { MONTH_NAMES, type IsoDate } from '@harborstay/domain';

/**
 * Text formatting for the generated files, done by hand rather than with Intl so that the
 * bytes of every file are the same on every machine (ICU versions differ in spaces and commas).
 */
export function monthName(date: IsoDate): string {
  return MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '';
}

/** 'October 2026'. */
export function monthYear(date: IsoDate): string {
  return `${monthName(date)} ${date.slice(0, 4)}`;
}

/** 'October 15, 2026'. */
export function longDate(date: IsoDate): string {
  return `${monthName(date)} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
}

/** '13:05' → '1:05 PM'. */
export function time12h(time: string): string {
  const hours = Number(time.slice(0, 2));
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${suffix}`;
}

/** 123456 → '$1,234.56'; negative amounts get a leading minus. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
