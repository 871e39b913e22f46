/** Signs in through the API and answers the Authorization header and the caller's property ids. */
export async function signIn(origin: string, email: string, password: string) {
  const response = await fetch(`${origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const { key } = (await response.json()) as { key: string };
  const authorization = `Token ${key}`;
  const list = await fetch(`${origin}/api/owners/owner/properties/`, { headers: { authorization } });
  const propertyIds = ((await list.json()) as { id: number }[]).map((property) => property.id);
  return { authorization, propertyIds };
}
