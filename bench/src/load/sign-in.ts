import { calendarEndpoints } from '@harborstay/contracts';

/** Signs in through the API and answers the Authorization header, and nothing else is asked. */
export async function logIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const { key } = (await response.json()) as { key: string };
  return `Token ${key}`;
}

/**
 * Signs in through the API and answers the Authorization header, the caller's property ids and
 * the ids of the stays and blocks of their first property (for the routes of one reservation).
 */
export async function signIn(origin: string, email: string, password: string) {
  const authorization = await logIn(origin, email, password);
  const list = await fetch(`${origin}/api/owners/owner/properties/`, { headers: { authorization } });
  const propertyIds = ((await list.json()) as { id: number }[]).map((property) => property.id);
  const reservations = await fetch(
    `${origin}${calendarEndpoints.reservations.path.replace('{id}', String(propertyIds[0]))}`,
    { headers: { authorization } },
  );
  const reservationIds = ((await reservations.json()) as { id: number }[])
    .slice(0, 50)
    .map((reservation) => reservation.id);
  return { authorization, propertyIds, reservationIds };
}
