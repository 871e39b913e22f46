import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZProviderListingPut, ZProviderOwnerPut } from '@harborstay/contracts';
import { properties, type DbOrTx } from '@harborstay/db';
import type { InvitationDeps } from '../../access/invitation';
import { putListing } from '../../modules/provider/listings';
import { putOwner } from '../../modules/provider/owners';
import type { GuestyClient } from './client';

const PAGE_SIZE = 100;

/** `GET /v1/listings` items, the fields the portal reads (decision 0053). */
const ZGuestyListing = z.looseObject({
  _id: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  nickname: z.string().nullish(),
  title: z.string().nullish(),
  active: z.boolean().nullish(),
  accommodates: z.number().int().nullish(),
  bedrooms: z.number().int().nullish(),
  bathrooms: z.number().nullish(),
  timezone: z.string().nullish(),
  address: z
    .looseObject({
      full: z.string().nullish(),
      street: z.string().nullish(),
      city: z.string().nullish(),
      state: z.string().nullish(),
      zipcode: z.string().nullish(),
      country: z.string().nullish(),
    })
    .nullish(),
});
/** `GET /v1/owners` items. */
const ZGuestyOwner = z.looseObject({
  _id: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  listings: z.array(z.string()).nullish(),
  active: z.boolean().nullish(),
});
const ZPage = z.looseObject({ results: z.array(z.unknown()) });

/** Guesty's ids are kept apart from the company's own external ids by a prefix. */
export const guestyExternalId = (id: string) => `guesty:${id}`;

async function* pages<T>(client: GuestyClient, path: string, schema: z.ZodType<T>, skipped: string[]) {
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const { results } = ZPage.parse(await client.get(path, { limit: PAGE_SIZE, skip }));
    for (const item of results) {
      const parsed = schema.safeParse(item);
      if (parsed.success) yield parsed.data;
      else skipped.push(`${path} item not understood`);
    }
    if (results.length < PAGE_SIZE) return;
  }
}

export type ImportDeps = {
  db: DbOrTx;
  client: GuestyClient;
  invitation: InvitationDeps;
  wakeJobs: () => void;
  progress: (line: string) => void;
};

/**
 * Brings Guesty's owners in as invited portal owners and its listings as properties through the
 * owners-and-listings calls of the ingestion service (a listing's owners become exactly the
 * property's), and links each property to its listing. Invitations go out for new owners only:
 * the same import twice changes nothing and e-mails nobody.
 */
export async function importListingsAndOwners(deps: ImportDeps): Promise<string> {
  const skipped: string[] = [];
  const ownersOf = new Map<string, string[]>();
  let ownersCreated = 0;
  for await (const owner of pages(deps.client, '/owners', ZGuestyOwner, skipped)) {
    const body = ZProviderOwnerPut.safeParse({
      email: owner.email ?? '',
      first_name: owner.firstName?.trim() || 'Owner',
      last_name: owner.lastName?.trim() || '-',
      phone: null,
      invite: true,
    });
    if (!body.success || owner.active === false) {
      skipped.push(`owner ${owner._id}${body.success ? ' inactive' : ': no usable e-mail'}`);
      continue;
    }
    const answer = await putOwner(
      { db: deps.db, notify: true, wakeJobs: deps.wakeJobs, ...deps.invitation },
      { externalId: guestyExternalId(owner._id), body: body.data },
    );
    if (answer.isCreated) ownersCreated += 1;
    for (const listingId of owner.listings ?? [])
      ownersOf.set(listingId, [...(ownersOf.get(listingId) ?? []), guestyExternalId(owner._id)]);
  }
  let listingsCreated = 0;
  let listingsTotal = 0;
  for await (const listing of pages(deps.client, '/listings', ZGuestyListing, skipped)) {
    const address = listing.address;
    const body = ZProviderListingPut.safeParse({
      entity_name: (listing.nickname || listing.title || listing._id).slice(0, 120),
      street_address: (address?.street || address?.full || '-').slice(0, 200),
      city: address?.city || '-',
      state: (address?.state || '-').slice(0, 50),
      postal_code: (address?.zipcode || '-').slice(0, 20),
      country: (address?.country || '-').slice(0, 60),
      time_zone: listing.timezone || 'UTC',
      bedroom: listing.bedrooms ?? null,
      bathroom:
        listing.bathrooms === null || listing.bathrooms === undefined ? null : String(listing.bathrooms),
      max_occupancy: listing.accommodates ?? null,
      status: 'completed',
      harborstay_services: listing.active !== false,
      owners: (ownersOf.get(listing._id) ?? []).slice(0, 20),
    });
    if (!body.success) {
      skipped.push(`listing ${listing._id}: ${body.error.issues[0]?.message ?? 'refused'}`);
      continue;
    }
    const answer = await putListing(deps, { externalId: guestyExternalId(listing._id), body: body.data });
    // The link, as property:link sets it: the pull and the push find the listing by it.
    await deps.db
      .update(properties)
      .set({ guestyListingId: listing._id })
      .where(eq(properties.id, answer.listing.id));
    listingsTotal += 1;
    if (answer.isCreated) listingsCreated += 1;
    deps.progress(
      `Guesty listing ${listing._id} is property ${answer.listing.id} "${body.data.entity_name}".`,
    );
  }
  const notes = skipped.length ? ` Skipped: ${skipped.join('; ')}.` : '';
  return `Guesty import: ${ownersCreated} owners invited, ${listingsTotal} listings (${listingsCreated} new) linked.${notes}`;
}
