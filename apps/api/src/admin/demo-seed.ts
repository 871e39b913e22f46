import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_BRAND_NAME,
  PROVIDER_CALENDAR_MAX_DAYS,
  ZProviderCalendarPut,
  ZProviderListingPut,
  ZProviderOwnerPut,
  ZProviderReservationPut,
  ZProviderTaskPut,
} from '@harborstay/contracts';
import { users, type Db, type DbOrTx } from '@harborstay/db';
import {
  DEMO_ACCOUNT_KEYS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PROFILES,
  DEMO_PROPERTIES,
  planDemoData,
  propertyRow,
  type DemoAccountKey,
  type PlannedReservation,
  type SeedWindow,
} from '@harborstay/demo-seed';
import { centsToDollars, todayIn } from '@harborstay/domain';
import type { Config } from '../config';
import { createFileStorage, type FileStorage } from '../lib/file-storage';
import { createPasswordHasher } from '../lib/passwords';
import { ownerScope } from '../access/owner-scope';
import { setPassword } from '../modules/accounts/repository';
import { insertReservation } from '../modules/calendar/repository';
import { upsertProfile } from '../modules/owner-profile/repository';
import { putCareTasks } from '../modules/provider/care-tasks';
import { storeDocumentFile } from '../modules/provider/documents';
import { renderDocumentPdf } from '../lib/pdf/document-pdf';
import { publishAnnualStatement, publishMonthlyStatement } from '../statements/publish';
import { putCalendarDays, putGuestBookings, type IngestionDeps } from '../modules/provider/ingestion';
import { offboardListing, putListing, SAME_VALUE_COLUMNS } from '../modules/provider/listings';
import { putOwner } from '../modules/provider/owners';

/** A bulk import invites nobody; these only fill the owner call's dependencies. */
const INVITATION_DEPS = {
  brandName: DEFAULT_BRAND_NAME,
  publicUrl: 'http://localhost',
  operationsEmail: undefined,
};

/** The demo's "today": the company's home time zone, so every run on one day seeds the same data. */
const DEMO_TIME_ZONE = 'America/Denver';

export function uploadsDir(config: Pick<Config, 'dataDir'>) {
  return path.join(config.dataDir, 'uploads');
}

export type SeedOptions = {
  /** The day the demo is generated around, YYYY-MM-DD; the same day always gives the same data. */
  today: string;
  /** Where documents and care reports are written. */
  storage: FileStorage;
  /** The hash of DEMO_PASSWORD, made by the caller's password hasher. */
  passwordHash: string;
};

export type SeedSummary = {
  users: number;
  properties: number;
  reservations: number;
  prices: number;
  tasks: number;
  documents: number;
  files: number;
};

/**
 * Writes the demo (packages/demo-seed plans it) the way real data arrives, so that it is shaped
 * exactly like real data (issues 22 and 23): owners and properties through the owners-and-listings
 * calls, guest bookings, nightly prices, care tasks and documents through the ingestion service's
 * calls, each body checked by the provider API's own schema; the owners' passwords, profiles,
 * stays and blocks with the functions the owners' own requests use. Everything in one transaction,
 * notifying nobody (a bulk import); on any failure nothing stays, the files written meanwhile
 * included. Only for an empty database: anywhere else it refuses and changes nothing.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const plan = planDemoData(options.today);
  const written: string[] = [];
  const storage = recordingWrites(options.storage, written);
  try {
    return await db.transaction(async (tx) => {
      if (!(await isDatabaseEmpty(tx)))
        throw new Error('The database has accounts already: the demo goes into an empty database only.');
      const userIds = await putAccounts(tx, options.passwordHash);
      const propertyIds = await putProperties(tx, plan.window);
      const propertyId = (slug: string) => lookup(propertyIds, slug);
      const ingestion: IngestionDeps = {
        db: tx,
        brandName: DEFAULT_BRAND_NAME,
        operationsEmail: undefined,
        notify: false,
        wakeJobs: () => undefined,
      };

      for (const [slug, days] of groupBy(plan.prices, (price) => price.propertySlug)) {
        for (let i = 0; i < days.length; i += PROVIDER_CALENDAR_MAX_DAYS) {
          const body = ZProviderCalendarPut.parse({
            days: days.slice(i, i + PROVIDER_CALENDAR_MAX_DAYS).map((day) => ({
              date: day.date,
              price: centsToDollars(day.priceCents),
              block_ref: day.blockRef,
            })),
          });
          await putCalendarDays(ingestion, { propertyId: propertyId(slug), body });
        }
      }
      // Owner stays and blocks first, as owners booked them ahead; then the guests around them.
      for (const { propertySlug, createdByKey, ...reservation } of plan.reservations) {
        if (reservation.kind === 'guest') continue;
        await insertReservation(tx, {
          ...reservation,
          propertyId: propertyId(propertySlug),
          createdBy: createdByKey === null ? null : lookup(userIds, createdByKey),
        });
      }
      const guests = plan.reservations.filter((reservation) => reservation.kind === 'guest');
      for (const [slug, bookings] of groupBy(guests, (booking) => booking.propertySlug)) {
        await putGuestBookings(ingestion, {
          propertyId: propertyId(slug),
          bookings: bookings.map(({ propertySlug: _slug, createdByKey: _by, ...booking }) => ({
            externalId: booking.externalId ?? '',
            body: ZProviderReservationPut.parse(guestBookingBody(booking)),
          })),
        });
      }
      const refuseFetch = () => Promise.reject(new Error('the demo sends its reports inline'));
      for (const [slug, tasks] of groupBy(plan.tasks, (task) => task.propertySlug)) {
        await putCareTasks(
          { db: tx, storage, fetchReport: refuseFetch },
          {
            propertyId: propertyId(slug),
            tasks: tasks.map((task) => ({
              externalId: task.externalId,
              body: ZProviderTaskPut.parse({
                name: task.name,
                type_task_status: task.typeTaskStatus,
                finished_at: task.finishedAt.toISOString(),
                report_html: task.reportHtml,
              }),
            })),
          },
        );
      }
      for (const document of plan.documents) {
        await storeDocumentFile(
          { db: tx, storage },
          {
            propertyId: propertyId(document.propertySlug),
            name: document.name,
            type: document.type,
            date: document.date,
            notes: document.notes,
            uploadedBy: document.uploadedByKey === null ? null : lookup(userIds, document.uploadedByKey),
            file: Readable.from([await renderDocumentPdf(document.pdf)]),
          },
        );
      }
      // The statements the monthly and annual jobs would have written, over the rows just seeded.
      const statementDeps = { db: tx, storage, brandName: DEFAULT_BRAND_NAME, notify: false };
      for (const statement of plan.statements) {
        const target = {
          propertyId: propertyId(statement.propertySlug),
          issuedOn: statement.issuedOn,
          replace: false,
        };
        if (statement.kind === 'monthly')
          await publishMonthlyStatement(statementDeps, { ...target, month: statement.month });
        else await publishAnnualStatement(statementDeps, { ...target, year: statement.year });
      }
      return {
        users: userIds.size,
        properties: propertyIds.size,
        reservations: plan.reservations.length,
        prices: plan.prices.length,
        tasks: plan.tasks.length,
        documents: plan.documents.length + plan.statements.length,
        files: written.length,
      };
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => options.storage.remove(key)));
    throw error;
  }
}

/** A planned guest booking as the company's system would send it through the provider API. */
function guestBookingBody(reservation: Omit<PlannedReservation, 'createdByKey'>) {
  const confirmedAt = reservation.confirmedAt ? new Date(reservation.confirmedAt).toISOString() : null;
  return {
    status: reservation.status,
    start_date: reservation.startDate,
    end_date: reservation.endDate,
    arrival: reservation.arrival ?? null,
    guests_count: reservation.guestsCount ?? 0,
    guest: {
      first_name: reservation.guestFirstName ?? '',
      last_name: reservation.guestLastName ?? '',
      email: reservation.guestEmail ?? null,
      phone: reservation.guestPhone ?? null,
    },
    platform: reservation.platform ?? '',
    confirmation_code: reservation.confirmationCode ?? null,
    confirmed_at: confirmedAt,
    revenue: centsToDollars(reservation.revenueCents),
    management_fee: centsToDollars(reservation.managementFeeCents),
    net_income: centsToDollars(reservation.netIncomeCents),
    cleaning_cost: centsToDollars(reservation.cleaningCostCents ?? 0),
    // The demo's bookings were last changed when they were confirmed.
    updated_at: confirmedAt,
  };
}

/** The storage, noting each key written, so that a failed seed can take its files back. */
function recordingWrites(storage: FileStorage, written: string[]): FileStorage {
  return {
    ...storage,
    put: async (key, body, options) => {
      const result = await storage.put(key, body, options);
      written.push(key);
      return result;
    },
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function lookup<K extends string>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no id for '${key}'`);
  return id;
}

/** The company's ids of the demo's owners and properties. */
const ownerExternalId = (key: DemoAccountKey) => `demo-${key}`;

/**
 * The demo's owners as the company's system makes them (uninvited, a bulk import), each given
 * the demo password as a reset link would set it, and the profiles the owners filled in.
 */
async function putAccounts(tx: DbOrTx, passwordHash: string): Promise<Map<DemoAccountKey, number>> {
  const ids = new Map<DemoAccountKey, number>();
  const deps = { db: tx, notify: false, wakeJobs: () => undefined, ...INVITATION_DEPS };
  for (const key of DEMO_ACCOUNT_KEYS) {
    const account = DEMO_ACCOUNTS[key];
    const { owner } = await putOwner(deps, {
      externalId: ownerExternalId(key),
      body: ZProviderOwnerPut.parse({
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        phone: DEMO_PROFILES[key]?.phone ?? null,
        invite: false,
      }),
    });
    await setPassword(tx, { userId: owner.id, passwordHash, now: new Date() });
    const profile = DEMO_PROFILES[key];
    if (profile)
      await upsertProfile(tx, ownerScope(owner.id, []), {
        ...profile,
        firstName: account.firstName,
        lastName: account.lastName,
      });
    ids.set(key, owner.id);
  }
  return ids;
}

/** The listing call's body of a demo property: its Property Info under the owner API's names. */
function listingBody(property: (typeof DEMO_PROPERTIES)[number], window: SeedWindow) {
  const row = propertyRow(property, window);
  const extra: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(SAME_VALUE_COLUMNS)) {
    const value = row[column];
    if (value !== undefined) extra[field] = value;
  }
  const dollars = (cents: number | null | undefined) => (cents == null ? null : centsToDollars(cents));
  return ZProviderListingPut.parse({
    ...extra,
    entity_name: row.entityName,
    street_address: row.streetAddress,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    time_zone: row.timeZone,
    bedroom: row.bedroom ?? null,
    bathroom: row.bathroom ?? null,
    max_occupancy: row.maxOccupancy ?? null,
    status: row.status,
    harborstay_services: row.harborstayServices,
    owners: property.owners.map(ownerExternalId),
    management_fee: row.managementFeeBps == null ? null : row.managementFeeBps / 100,
    stocking_fee: dollars(row.stockingFeeCents),
    cleaning_fee: dollars(row.cleaningFeeCents),
  });
}

/** The demo's properties through the listing call; the one no longer managed is offboarded. */
async function putProperties(tx: DbOrTx, window: SeedWindow): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const property of DEMO_PROPERTIES) {
    const { listing } = await putListing(
      { db: tx },
      { externalId: property.slug, body: listingBody(property, window) },
    );
    if (property.endedMonthsAgo !== null) await offboardListing({ db: tx }, property.slug);
    ids.set(property.slug, listing.id);
  }
  return ids;
}

/** True when no one has an account yet: the signal to fill a fresh embedded database. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/** The demo's files go to the configured storage: the uploads folder unless told otherwise. */
type SeedTarget = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'storage'>>;

export async function seedDemo(db: Db, config: SeedTarget) {
  return seedDemoData(db, {
    today: todayIn(DEMO_TIME_ZONE),
    storage: createFileStorage(config.storage ?? { kind: 'local', root: uploadsDir(config) }),
    // The production cost: the demo's accounts are signed in to like real ones.
    passwordHash: await createPasswordHasher().hash(DEMO_PASSWORD),
  });
}

/** First start of the embedded default: fill the empty database with the demo. */
export async function seedDemoIfEmpty(db: Db, config: SeedTarget, log: FastifyBaseLogger) {
  if (!(await isDatabaseEmpty(db))) return;
  const summary = await seedDemo(db, config);
  log.info({ summary }, 'empty database filled with demo data');
}
