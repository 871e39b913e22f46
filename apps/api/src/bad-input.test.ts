import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@harborstay/contracts';
import { validOnboardingPropertyInput, validProfileInput } from '@harborstay/contracts/testing';
import { ownerProfiles, properties, users } from '@harborstay/db';
import { createProperty, createTestApp, createUser, signIn, TEST_PASSWORD } from './testing/test-app';

/**
 * Text no form could send: PostgreSQL refuses NUL in text (which answered 500), and line breaks
 * in a name end up in the e-mails that carry it. Every free-text field answers 400 under its name.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const auth: Record<string, string> = {};
let propertyId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.db, { email: 'nina@example.test', firstName: 'Nina', lastName: 'New' });
  const olivia = await createUser(ctx.db, { email: 'olivia@example.test', withProfile: true });
  propertyId = (await createProperty(ctx.db, { ownerIds: [olivia.id], companyStructure: 'LLC' })).id;
  for (const name of ['nina', 'olivia']) {
    auth[name] = (await signIn(ctx.app, `${name}@example.test`)).authorization;
  }
});
afterAll(() => ctx.close());

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
  authorization?: string,
) => ctx.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });

/** Each free-text field with the call that takes it and a valid body around it. */
const FREE_TEXT_FIELDS = [
  ...(['first_name', 'last_name', 'address'] as const).map((field) => ({
    field,
    call: () => ['POST', '/api/owners/create-owner-profile/', validProfileInput, auth.nina] as const,
  })),
  ...(['entity_name', 'street_address', 'city', 'state', 'postal_code', 'country'] as const).map((field) => ({
    field,
    call: () =>
      ['POST', '/api/owners/onboarding/property/', validOnboardingPropertyInput, auth.nina] as const,
  })),
  ...(
    [
      'secondary_contact_first_name',
      'secondary_contact_last_name',
      'third_contact_first_name',
      'third_contact_last_name',
      'company_structure',
    ] as const
  ).map((field) => ({
    field,
    call: () => ['PUT', '/api/owners/owner/properties/', { id: propertyId }, auth.olivia] as const,
  })),
];

const CONTROLS = { 'a NUL byte': '\u0000', 'a line feed': '\n', 'CR LF': '\r\n', 'a tab': '\t' };

describe('control characters in free text', () => {
  it.each(
    FREE_TEXT_FIELDS.flatMap(({ field, call }) =>
      Object.entries(CONTROLS).map(([control, c]) => ({ field, call, control, c })),
    ),
  )(
    'refuses $field holding $control with 400 and the message under the field',
    async ({ field, call, c }) => {
      const [method, url, body, authorization] = call();
      const response = await send(method, url, { ...body, [field]: `Ann${c}Lee` }, authorization);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [field]: [messages.controlCharacters] });
    },
  );

  it('saves nothing of a refused body', async () => {
    await send(
      'POST',
      '/api/owners/create-owner-profile/',
      { ...validProfileInput, first_name: 'Nina\u0000' },
      auth.nina,
    );
    await send(
      'PUT',
      '/api/owners/owner/properties/',
      { id: propertyId, company_structure: 'X\u0000' },
      auth.olivia,
    );
    const [nina] = await ctx.db.select().from(users).where(eq(users.email, 'nina@example.test'));
    expect(
      await ctx.db
        .select()
        .from(ownerProfiles)
        .where(eq(ownerProfiles.userId, nina?.id ?? 0)),
    ).toEqual([]);
    const [property] = await ctx.db.select().from(properties).where(eq(properties.id, propertyId));
    expect(property?.companyStructure).toBe('LLC');
  });

  it('still takes the same text once the paste around it is trimmed', async () => {
    const response = await send(
      'POST',
      '/api/owners/create-owner-profile/',
      { ...validProfileInput, first_name: 'Nina\r\n', address: ' 12 Juniper Lane, Frisco\t' },
      auth.nina,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Nina', address: '12 Juniper Lane, Frisco' });
  });
});

describe('control characters in every other string the server takes', () => {
  const NUL = '\u0000';
  const cases: [string, () => Parameters<typeof send>, Record<string, unknown> | 'any'][] = [
    [
      'a sign-in e-mail',
      () => ['POST', '/api/auth/login/', { username: `x${NUL}@example.test`, password: 'x' }],
      'any',
    ],
    [
      'a sign-in password',
      () => ['POST', '/api/auth/login/', { username: 'nobody@example.test', password: `Harbor${NUL}` }],
      { non_field_errors: [messages.loginRejectedApi] },
    ],
    [
      'a reset e-mail',
      () => ['POST', '/api/auth/password/reset/', { email: `nina${NUL}@example.test` }],
      { email: [messages.invalidEmail] },
    ],
    [
      'a reset link',
      () => ['POST', '/api/auth/password/reset/check/', { uid: `M${NUL}`, token: `t${NUL}` }],
      'any',
    ],
    [
      'a new password',
      () => [
        'POST',
        '/api/auth/password/change/',
        {
          old_password: TEST_PASSWORD,
          new_password1: `Harbor#2027${NUL}`,
          new_password2: `Harbor#2027${NUL}`,
        },
        auth.olivia,
      ],
      { new_password1: [messages.controlCharacters] },
    ],
    [
      'a profile e-mail',
      () => [
        'POST',
        '/api/owners/create-owner-profile/',
        { ...validProfileInput, secondary_email: `n${NUL}@example.test` },
        auth.nina,
      ],
      { secondary_email: [messages.invalidEmail] },
    ],
    [
      'a profile phone',
      () => [
        'POST',
        '/api/owners/create-owner-profile/',
        { ...validProfileInput, phone: `+13035550199${NUL}` },
        auth.nina,
      ],
      { phone: [messages.invalidProfilePhone] },
    ],
    [
      'a contact e-mail and phone',
      () => [
        'PUT',
        '/api/owners/owner/properties/',
        { id: propertyId, third_email: `r${NUL}@example.com`, third_phone: `+1970555012${NUL}` },
        auth.olivia,
      ],
      { third_email: [messages.invalidEmail], third_phone: [messages.invalidContactPhone] },
    ],
    [
      'an e-mail confirmation token',
      () => ['POST', '/api/owners/confirm-email/', { token: `abc${NUL}` }],
      'any',
    ],
  ];

  it.each(cases)('refuses %s with 400, never 500', async (_, call, body) => {
    const response = await send(...call());
    expect(response.statusCode).toBe(400);
    if (body !== 'any') expect(response.json()).toEqual(body);
  });
});

describe('ids', () => {
  const variants = () => [
    `0x${propertyId.toString(16)}`,
    true,
    [propertyId],
    ` ${propertyId} `,
    `${propertyId}e0`,
    propertyId + 0.5,
    0,
    -1,
  ];

  it('refuses anything but a whole JSON number from 1 up in a body, under the field', async () => {
    for (const id of [...variants(), String(propertyId)]) {
      const response = await send(
        'PUT',
        '/api/owners/owner/properties/',
        { id, third_phone: '' },
        auth.olivia,
      );
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(response.json()).toEqual({ id: [messages.invalidId] });
    }
    const saved = await send(
      'PUT',
      '/api/owners/owner/properties/',
      { id: propertyId, third_phone: '' },
      auth.olivia,
    );
    expect(saved.statusCode).toBe(200);
  });

  it('refuses anything but decimal digits in a path', async () => {
    for (const path of ['/api/owners/owner/property/{}/', '/api/owners/owner/property/financials/{}/']) {
      for (const id of variants()) {
        const url = path.replace('{}', encodeURIComponent(JSON.stringify(id).replaceAll('"', '')));
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { authorization: auth.olivia },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ id: [messages.invalidId] });
      }
      const url = path.replace('{}', String(propertyId));
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: auth.olivia } });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
