import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';

export type Person = { firstName: string; lastName: string; email: string; phone: string };

/** A made-up guest: example.* e-mail domains and 555-01xx numbers reach nobody real. */
export function randomPerson(random: Random): Person {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const email = `${firstName}.${lastName}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`.toLowerCase();
  return { firstName, lastName, email, phone: randomPhone(random) };
}

/** +1, an area code and a number of the fictional 555-0100..0199 range: 12 characters. */
export function randomPhone(random: Random): string {
  return `+1${random.pick(AREA_CODES)}555${String(random.int(100, 199)).padStart(4, '0')}`;
}
