import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DOCUMENT_TYPES,
  GUEST_PLATFORMS,
  RESERVATION_KINDS,
  type TReservationKind,
} from '@harborstay/contracts';
import {
  addDays,
  addMonths,
  monthStockingFeeCents,
  netIncomeOfCheckIns,
  nightsBetween,
  occupancyPercent,
  percentOfCents,
  propertyFinancials,
  startOfMonth,
  type FinancialReservation,
} from '@harborstay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarPrices,
  careTasks,
  documents,
  ownerProfiles,
  properties,
  propertyOwners,
  reservations,
  users,
  type Database,
  type Db,
  type Property,
  type Reservation,
} from '@harborstay/db';
import { openTestDatabase } from '@harborstay/db/testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@harborstay/demo-seed';
import { createFileStorage, type FileStorage } from '../lib/file-storage';
import { centsOf as cents, findLine, pdfLines } from '../testing/pdf-text';
import { occupancyText } from '../statements/monthly-pdf';
import { isDatabaseEmpty, seedDemoData, type SeedSummary } from './demo-seed';

const folderStorage = (root: string) => createFileStorage({ kind: 'local', root });

const TODAY = '2026-03-18';
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$dGVzdA$not-a-real-hash';
const MONTH_START = startOfMonth(TODAY);
const ACTIVE_STATUSES = new Set(['confirmed', 'in progress', 'unavailable']);

function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `harborstay-seed-${label}-`));
}

function nightsOf(start: string, end: string): string[] {
  return Array.from({ length: nightsBetween(start, end) }, (_, i) => addDays(start, i));
}

type Loaded = {
  users: (typeof users.$inferSelect)[];
  properties: Property[];
  owners: (typeof propertyOwners.$inferSelect)[];
  reservations: Reservation[];
  prices: (typeof calendarPrices.$inferSelect)[];
  tasks: (typeof careTasks.$inferSelect)[];
  documents: (typeof documents.$inferSelect)[];
};

async function load(db: Db): Promise<Loaded> {
  return {
    users: await db.select().from(users),
    properties: await db.select().from(properties),
    owners: await db.select().from(propertyOwners),
    reservations: await db.select().from(reservations),
    prices: await db.select().from(calendarPrices),
    tasks: await db.select().from(careTasks),
    documents: await db.select().from(documents),
  };
}

/** A copy of a row without some of its fields. */
function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const dropped = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(row).filter(([key]) => !dropped.has(key))) as Omit<T, K>;
}

const digestOf = (root: string, key: string | null) =>
  key === null
    ? null
    : createHash('sha256')
        .update(fs.readFileSync(path.join(root, key)))
        .digest('hex');

/**
 * The rows with serial ids and creation times left out and references replaced by names; a file
 * by its bytes' digest, as its storage key is drawn at random (as an upload's is).
 */
async function snapshot(db: Db, uploadsDir: string) {
  const data = await load(db);
  const propertyName = new Map(data.properties.map((p) => [p.id, p.entityName]));
  const email = new Map(data.users.map((u) => [u.id, u.email]));
  const emailOf = (id: number | null) => (id === null ? null : email.get(id));
  const sorted = <T>(rows: T[], key: (row: T) => string) =>
    rows.map((row) => ({ key: key(row), row })).sort((a, b) => a.key.localeCompare(b.key));
  return {
    properties: sorted(
      data.properties.map((p) => without(p, 'id', 'createdAt', 'offboardedAt')),
      (p) => p.entityName,
    ),
    owners: data.owners.map((o) => `${propertyName.get(o.propertyId)}|${email.get(o.userId)}`).sort(),
    reservations: sorted(
      data.reservations.map((r) => ({
        ...without(r, 'id', 'createdAt', 'updatedAt', 'propertyId', 'createdBy'),
        property: propertyName.get(r.propertyId),
        createdBy: emailOf(r.createdBy),
      })),
      (r) =>
        `${r.property}|${r.startDate}|${r.kind}|${r.status}|${r.externalId ?? ''}|${r.guestLastName ?? ''}`,
    ),
    prices: sorted(
      data.prices.map((p) => ({ ...without(p, 'propertyId'), property: propertyName.get(p.propertyId) })),
      (p) => `${p.property}|${p.date}`,
    ),
    tasks: sorted(
      data.tasks.map((t) => ({
        ...without(t, 'id', 'createdAt', 'propertyId', 'reportPath'),
        property: propertyName.get(t.propertyId),
        report: digestOf(uploadsDir, t.reportPath),
      })),
      (t) => t.breezewayTaskId,
    ),
    documents: sorted(
      data.documents.map((d) => ({
        ...without(d, 'id', 'createdAt', 'propertyId', 'uploadedBy', 'filePath'),
        property: propertyName.get(d.propertyId),
        uploadedBy: emailOf(d.uploadedBy),
        file: digestOf(uploadsDir, d.filePath),
      })),
      (d) => `${d.property}|${d.date}|${d.name}`,
    ),
  };
}

/** The SHA-256 of every file under a folder, sorted: what the folder holds, whatever the names. */
function fileDigests(root: string): string[] {
  const digests: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    digests.push(
      createHash('sha256')
        .update(fs.readFileSync(path.join(entry.parentPath, entry.name)))
        .digest('hex'),
    );
  }
  return digests.sort();
}

/** A PDF's label/value rows ('Occupancy' → '52.2%'), read back as a reader sees them. */
async function pdfRows(file: string): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const lines of await pdfLines(fs.readFileSync(file)))
    for (const [label, value, ...rest] of lines)
      if (label !== undefined && value !== undefined && rest.length === 0) rows.set(label, value);
  return rows;
}

const isReservationKind = (kind: string): kind is TReservationKind =>
  (RESERVATION_KINDS as readonly string[]).includes(kind);

describe('seedDemoData', () => {
  let database: Database;
  let uploadsDir: string;
  let summary: SeedSummary;
  let data: Loaded;
  let wasEmpty: boolean;

  const propertiesOf = (email: string) => {
    const user = data.users.find((u) => u.email === email);
    const ids = new Set(data.owners.filter((o) => o.userId === user?.id).map((o) => o.propertyId));
    return data.properties.filter((p) => ids.has(p.id));
  };
  const ownersOf = (propertyId: number) =>
    data.owners
      .filter((o) => o.propertyId === propertyId)
      .map((o) => data.users.find((u) => u.id === o.userId)?.email)
      .sort();
  const priceOf = (propertyId: number) => {
    const prices = new Map(
      data.prices.filter((p) => p.propertyId === propertyId).map((p) => [p.date, p.priceCents]),
    );
    return (start: string, end: string) =>
      nightsOf(start, end).reduce((sum, night) => sum + (prices.get(night) ?? NaN), 0);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    uploadsDir = tempDir('main');
    wasEmpty = await isDatabaseEmpty(database.db);
    summary = await seedDemoData(database.db, {
      today: TODAY,
      storage: folderStorage(uploadsDir),
      passwordHash: PASSWORD_HASH,
    });
    data = await load(database.db);
  });

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('fills an empty database and then reports it is no longer empty', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(summary).toEqual({
      users: 4,
      properties: 5,
      reservations: data.reservations.length,
      prices: data.prices.length,
      tasks: data.tasks.length,
      documents: data.documents.length,
      files: data.tasks.length + data.documents.length,
    });
  });

  it('creates the four demo accounts of the contract, all with the given password hash', () => {
    expect(DEMO_PASSWORD).toBe('Harborstay#2026');
    const accounts = data.users
      .map((u) => ({ email: u.email, firstName: u.firstName, lastName: u.lastName }))
      .sort((a, b) => a.email.localeCompare(b.email));
    expect(accounts).toEqual([
      { email: 'coowner@demo.test', firstName: 'Carl', lastName: 'Coowner' },
      { email: 'new@demo.test', firstName: 'Nina', lastName: 'New' },
      { email: 'other@demo.test', firstName: 'Oscar', lastName: 'Other' },
      { email: 'owner@demo.test', firstName: 'Olivia', lastName: 'Owner' },
    ]);
    expect(
      Object.values(DEMO_ACCOUNTS)
        .map((a) => a.email)
        .sort(),
    ).toEqual(accounts.map((a) => a.email));
    for (const user of data.users) {
      expect(user.passwordHash).toBe(PASSWORD_HASH);
      expect(user.isActive).toBe(true);
      // Made as the company's system makes owners: by its own id.
      expect(user.externalId).toBe(`demo-${user.email.split('@')[0]}`);
    }
  });

  it('gives Olivia, Carl and Oscar complete profiles and Nina none', async () => {
    const profiles = await database.db.select().from(ownerProfiles);
    const byEmail = new Map(profiles.map((p) => [data.users.find((u) => u.id === p.userId)?.email, p]));
    expect([...byEmail.keys()].sort()).toEqual(['coowner@demo.test', 'other@demo.test', 'owner@demo.test']);
    for (const [email, profile] of byEmail) {
      const user = data.users.find((u) => u.email === email);
      expect(profile.primaryEmail).toBe(email);
      expect(profile.firstName).toBe(user?.firstName);
      expect(profile.lastName).toBe(user?.lastName);
      expect(profile.phone).toMatch(/^\+1\d{10}$/);
      expect(profile.address.length).toBeGreaterThan(10);
      expect(profile.active).toBe(true);
      expect(profile.accountId).toBe(1);
    }
  });

  it('gives the properties to their owners exactly as the contract says', () => {
    const olivia = propertiesOf('owner@demo.test');
    const carl = propertiesOf('coowner@demo.test');
    const oscar = propertiesOf('other@demo.test');
    expect(olivia).toHaveLength(3);
    expect(olivia.filter((p) => !p.harborstayServices)).toHaveLength(1);

    expect(carl).toHaveLength(1);
    const shared = carl[0];
    expect(shared?.harborstayServices).toBe(true);
    expect(olivia.map((p) => p.id)).toContain(shared?.id);
    expect(ownersOf(shared?.id ?? -1)).toEqual(['coowner@demo.test', 'owner@demo.test']);
    for (const property of olivia.filter((p) => p.id !== shared?.id)) {
      expect(ownersOf(property.id)).toEqual(['owner@demo.test']);
    }

    expect(oscar).toHaveLength(2);
    for (const property of oscar) {
      expect(property.harborstayServices).toBe(true);
      expect(ownersOf(property.id)).toEqual(['other@demo.test']);
    }
    expect(propertiesOf('new@demo.test')).toHaveLength(0);
    expect(data.properties).toHaveLength(5);
  });

  it('fills every property field with plausible values', () => {
    const zones: Record<string, string> = {
      CO: 'America/Denver',
      UT: 'America/Denver',
      AZ: 'America/Phoenix',
      CA: 'America/Los_Angeles',
    };
    const mayBeEmpty = new Set([
      'dba',
      'thirdContactFirstName',
      'thirdContactLastName',
      'thirdPhone',
      'thirdEmail',
      // Set when the company links the property to its channel manager or care system.
      'guestyListingId',
      'breezewayPropertyId',
      // Set when the company offboards it: the property no longer managed only.
      'offboardedAt',
    ]);
    for (const property of data.properties) {
      for (const [field, value] of Object.entries(property)) {
        if (!mayBeEmpty.has(field)) expect(value, `${property.entityName}.${field}`).not.toBeNull();
      }
      expect(property.offboardedAt === null, property.entityName).toBe(property.harborstayServices);
      expect(property.status).toBe('completed');
      expect(property.timeZone).toBe(zones[property.state]);
      expect(property.managementFeeBps).toBeGreaterThanOrEqual(2000);
      expect(property.managementFeeBps).toBeLessThanOrEqual(2500);
      expect(property.routingNumber).toMatch(/^\d{9}$/);
      expect(property.recipientTin).toMatch(/^\d{9}$/);
      expect(['SSN', 'EIN']).toContain(property.recipientTinType);
      expect(['Business', 'Individual']).toContain(property.businessIndividual);
      expect(property.bathroom).toMatch(/^\d+(\.5)?$/);
      expect(property.secondaryPhone).toMatch(/^\+1\d{10}$/);
      if (property.thirdPhone !== null) expect(property.thirdPhone).toMatch(/^\+1\d{10}$/);
      expect(Number.isInteger(property.cleaningFeeCents)).toBe(true);
      expect(Number.isInteger(property.stockingFeeCents)).toBe(true);
      expect((property.initialSigningDate ?? '9999') < addMonths(TODAY, -24)).toBe(true);
    }
  });

  it('prices every night from 24 months before this month to at least 12 months ahead', () => {
    const first = addMonths(MONTH_START, -24);
    const last = addDays(addMonths(MONTH_START, 13), -1);
    for (const property of data.properties) {
      const dates = data.prices
        .filter((p) => p.propertyId === property.id)
        .map((p) => p.date)
        .sort();
      expect(dates).toEqual(nightsOf(first, addDays(last, 1)));
      expect((dates.at(-1) ?? '') >= addMonths(TODAY, 12)).toBe(true);
    }
    const blocks = data.prices.filter((p) => p.blockRef !== null);
    expect(new Set(blocks.map((p) => p.blockRef))).toEqual(new Set(['an', 'bd']));
    expect(data.prices.some((p) => p.blockRef === 'an' && p.date === addDays(TODAY, 1))).toBe(true);
    for (const price of data.prices) {
      expect(Number.isInteger(price.priceCents)).toBe(true);
      expect(price.priceCents).toBeGreaterThan(10_000);
    }
  });

  it('spreads the history over the 24 months back and the 12 months ahead', () => {
    for (const property of data.properties.filter((p) => p.harborstayServices)) {
      const own = data.reservations.filter((r) => r.propertyId === property.id);
      const starts = own.map((r) => r.startDate).sort();
      const ends = own.map((r) => r.endDate).sort();
      expect((starts[0] ?? '9999') < addMonths(MONTH_START, -23)).toBe(true);
      expect((ends.at(-1) ?? '') > addMonths(TODAY, 11)).toBe(true);
      const future = own.filter((r) => r.startDate > TODAY);
      expect(future.some((r) => r.kind === 'guest')).toBe(true);
      expect(future.some((r) => r.kind === 'owner')).toBe(true);
      expect(future.some((r) => r.kind === 'maintenance')).toBe(true);
      // Every month of the 24 past ones has guests.
      for (let m = -24; m < 0; m += 1) {
        const month = addMonths(MONTH_START, m).slice(0, 7);
        expect(
          own.some((r) => r.kind === 'guest' && r.startDate.startsWith(month)),
          `${property.entityName} ${month}`,
        ).toBe(true);
      }
    }
  });

  it('has no bookings on the inactive property after its management ended about 8 months ago', () => {
    const inactive = data.properties.find((p) => !p.harborstayServices);
    const own = data.reservations.filter(
      (r) => r.propertyId === inactive?.id && ACTIVE_STATUSES.has(r.status),
    );
    expect(own.filter((r) => r.kind === 'guest').length).toBeGreaterThan(40);
    const lastEnd =
      own
        .map((r) => r.endDate)
        .sort()
        .pop() ?? '';
    expect(lastEnd <= addMonths(TODAY, -7)).toBe(true);
    expect(lastEnd >= addMonths(TODAY, -10)).toBe(true);
    const later = data.prices.filter((p) => p.propertyId === inactive?.id && p.date >= addMonths(TODAY, -7));
    expect(later.every((p) => p.blockRef === 'bd')).toBe(true);
    const lastTask = data.tasks
      .filter((t) => t.propertyId === inactive?.id)
      .map((t) => t.finishedAt.toISOString())
      .sort()
      .pop();
    expect((lastTask ?? '') < addMonths(TODAY, -7)).toBe(true);
  });

  it('never lets two active reservations, or a reservation and a blocked night, share a night', () => {
    for (const property of data.properties) {
      const taken = new Map<string, number>();
      for (const r of data.reservations.filter(
        (x) => x.propertyId === property.id && ACTIVE_STATUSES.has(x.status),
      )) {
        for (const night of nightsOf(r.startDate, r.endDate)) {
          expect(taken.get(night), `${property.entityName} ${night}`).toBeUndefined();
          taken.set(night, r.id);
        }
      }
      for (const price of data.prices.filter((p) => p.propertyId === property.id && p.blockRef)) {
        expect(taken.has(price.date), `${property.entityName} blocked ${price.date}`).toBe(false);
      }
    }
  });

  it('prices guest stays from the calendar in integer cents, net income = revenue - management fee', () => {
    const guests = data.reservations.filter((r) => r.kind === 'guest');
    const externalIds = guests.map((r) => r.externalId);
    expect(new Set(externalIds).size).toBe(guests.length);
    expect(guests.filter((r) => r.status === 'canceled').length).toBeGreaterThanOrEqual(3);
    expect(new Set(guests.map((r) => r.platform))).toEqual(new Set(GUEST_PLATFORMS));
    for (const r of data.reservations) {
      for (const cents of [
        r.revenueCents,
        r.cleaningCostCents,
        r.managementFeeCents,
        r.netIncomeCents,
        r.opportunityCostCents,
      ]) {
        expect(Number.isInteger(cents) && cents >= 0).toBe(true);
      }
    }
    for (const r of guests) {
      const property = data.properties.find((p) => p.id === r.propertyId);
      const nights = nightsBetween(r.startDate, r.endDate);
      expect(nights).toBeGreaterThanOrEqual(2);
      expect(nights).toBeLessThanOrEqual(7);
      // As the provider API stores them: its external id, and its updated_at.
      expect(r.externalId).toMatch(/^GY-[0-9a-f]{8}$/);
      expect(r.sourceUpdatedAt?.getTime()).toBe(r.confirmedAt?.getTime());
      expect(r.confirmationCode).toBeTruthy();
      expect(r.guestFirstName && r.guestLastName && r.guestEmail).toBeTruthy();
      expect(r.guestsCount).toBeGreaterThanOrEqual(1);
      expect(r.guestsCount).toBeLessThanOrEqual(property?.maxOccupancy ?? 0);
      const confirmedAt = r.confirmedAt?.getTime() ?? Infinity;
      expect(confirmedAt).toBeLessThan(Date.parse(`${r.startDate}T12:00:00Z`));
      expect(confirmedAt).toBeLessThan(Date.parse(`${TODAY}T00:00:00Z`));
      expect(r.netIncomeCents).toBe(r.revenueCents - r.managementFeeCents);
      expect(r.opportunityCostCents).toBe(0);
      if (r.status === 'confirmed') {
        expect(r.revenueCents).toBe(priceOf(r.propertyId)(r.startDate, r.endDate));
        expect(r.managementFeeCents).toBe(percentOfCents(r.revenueCents, property?.managementFeeBps ?? NaN));
        expect(r.cleaningCostCents).toBe(property?.cleaningFeeCents);
      } else {
        expect(r.status).toBe('canceled');
        expect(r.revenueCents).toBe(0);
      }
    }
  });

  it('makes owner stays and maintenance blocks the way the portal does', () => {
    const owners = data.reservations.filter((r) => r.kind === 'owner');
    expect(owners.length).toBeGreaterThan(20);
    expect(new Set(owners.map((r) => r.reservationFor))).toEqual(new Set(['Myself', 'Other person']));
    for (const r of owners) {
      expect(r.status).toBe('confirmed');
      expect(nightsBetween(r.startDate, r.endDate)).toBeGreaterThanOrEqual(3);
      expect(nightsBetween(r.startDate, r.endDate)).toBeLessThanOrEqual(7);
      expect(r.revenueCents).toBe(0);
      expect(r.opportunityCostCents).toBe(priceOf(r.propertyId)(r.startDate, r.endDate));
      expect(r.arrival ?? '').toMatch(/^(1[4-9]|2[0-3]):[0-5]\d(:00)?$/);
      expect(r.guestsCount).toBeGreaterThanOrEqual(1);
      expect(ownersOf(r.propertyId)).toContain(data.users.find((u) => u.id === r.createdBy)?.email);
    }
    // Carl books stays on the condo he co-owns too.
    const carl = data.users.find((u) => u.email === 'coowner@demo.test');
    expect(owners.some((r) => r.createdBy === carl?.id)).toBe(true);

    const blocks = data.reservations.filter((r) => r.kind === 'maintenance');
    expect(blocks.length).toBeGreaterThan(10);
    for (const r of blocks) {
      expect(r.status).toBe('unavailable');
      expect(nightsBetween(r.startDate, r.endDate)).toBeGreaterThanOrEqual(1);
      expect(nightsBetween(r.startDate, r.endDate)).toBeLessThanOrEqual(4);
      expect(r.typeOfMaintenance).toBeTruthy();
      expect(r.notes).toBeTruthy();
      expect(r.revenueCents).toBe(0);
      // A block costs the rent of its nights, as an owner stay does.
      expect(r.opportunityCostCents).toBe(priceOf(r.propertyId)(r.startDate, r.endDate));
    }
  });

  it('records completed care tasks in the past, several this month, each with a readable report', () => {
    const ids = data.tasks.map((t) => t.breezewayTaskId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const task of data.tasks) {
      expect(task.breezewayTaskId).toMatch(/^\d+$/);
      expect(['finished', 'closed']).toContain(task.typeTaskStatus);
      expect(task.finishedAt.getTime()).toBeLessThan(Date.parse(`${TODAY}T12:00:00Z`));
      expect(task.finishedAt.toISOString() >= addMonths(MONTH_START, -24)).toBe(true);
      const file = path.join(uploadsDir, task.reportPath ?? '');
      expect(task.reportPath).toMatch(/^care-reports\/provider\/\d+\/[0-9a-f]{24}\.html$/);
      expect(fs.existsSync(file), task.reportPath ?? '').toBe(true);
    }
    const names = new Set(data.tasks.map((t) => t.name));
    for (const name of [
      'Turnover clean',
      'Hot tub service',
      'HVAC filter change',
      'Snow removal',
      'Pre-arrival inspection',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
    for (const property of data.properties.filter((p) => p.harborstayServices)) {
      const thisMonth = data.tasks.filter(
        (t) => t.propertyId === property.id && t.finishedAt.toISOString() >= `${MONTH_START}T12:00:00Z`,
      );
      expect(thisMonth.length, property.entityName).toBeGreaterThanOrEqual(3);
    }
    const task = data.tasks[0];
    const property = data.properties.find((p) => p.id === task?.propertyId);
    const html = fs.readFileSync(path.join(uploadsDir, task?.reportPath ?? ''), 'utf8');
    expect(html).toContain('<!doctype html>');
    expect(html).toContain(property?.entityName);
    expect(html).toContain(task?.name);
    expect(html).toContain(`Task #${task?.breezewayTaskId}`);
    expect(html).toContain('<span class="ok">OK</span>');
  });

  it('has documents of every type for each active property, each a PDF on disk that opens', async () => {
    for (const property of data.properties.filter((p) => p.harborstayServices)) {
      const own = data.documents.filter((d) => d.propertyId === property.id);
      expect(new Set(own.map((d) => d.type))).toEqual(new Set(DOCUMENT_TYPES));
      // The generated statements of the 24 whole months before this one, dated each month's last day.
      const statements = own
        .filter((d) => d.type === 'Monthly statements')
        .sort((a, b) => a.date.localeCompare(b.date));
      expect(statements).toHaveLength(24);
      statements.forEach((statement, i) => {
        const month = addMonths(MONTH_START, i - 24);
        expect(statement.date).toBe(addDays(addMonths(month, 1), -1));
        expect(statement.name).toBe(`Statement ${month.slice(0, 7)}`);
      });
      expect(
        own
          .filter((d) => d.type === 'Annual statements')
          .map((d) => d.name)
          .sort(),
      ).toEqual(['Annual Statement 2024', 'Annual Statement 2025']);
    }
    for (const document of data.documents) {
      expect(document.name.length).toBeLessThanOrEqual(50);
      expect(document.date <= TODAY).toBe(true);
      expect(document.mimeType).toBe('application/pdf');
      expect(document.filePath).toMatch(/^documents\/.+\.pdf$/);
      const bytes = fs.readFileSync(path.join(uploadsDir, document.filePath));
      expect(bytes.length).toBe(document.sizeBytes);
    }
    // Every kind of document opens in pdf.js, the preview's library, and says what it is.
    for (const type of DOCUMENT_TYPES) {
      const document = data.documents.find((d) => d.type === type);
      const lines = (await pdfLines(fs.readFileSync(path.join(uploadsDir, document?.filePath ?? '')))).flat();
      expect(lines.flat().join(' '), type).toContain(
        data.properties.find((p) => p.id === document?.propertyId)?.entityName,
      );
    }
  });

  it("prints in every owner statement the domain's figures over the seeded rows, as the portal computes them", async () => {
    let months = 0;
    for (const property of data.properties) {
      const reservations: FinancialReservation[] = data.reservations
        .filter((r) => r.propertyId === property.id)
        .flatMap((r) => (isReservationKind(r.kind) ? [{ ...r, kind: r.kind }] : []));
      const blockedDates = data.prices
        .filter((p) => p.propertyId === property.id && p.blockRef !== null)
        .map((p) => p.date);
      const own = data.documents.filter((d) => d.propertyId === property.id);
      const monthly = own.filter((d) => d.type === 'Monthly statements');
      const monthOf = (statement: (typeof own)[number]) => `${statement.name.slice(-7)}-01`;
      const stockingFeeOf = (month: string) =>
        monthStockingFeeCents({
          monthlyFeeCents: property.stockingFeeCents ?? 0,
          month: propertyFinancials({ reservations, blockedDates, today: month }).month,
        });

      for (const statement of monthly) {
        const month = monthOf(statement);
        const label = `${property.entityName} ${month}`;
        // The month's figures exactly as the domain computes them over the rows.
        const figures = propertyFinancials({ reservations, blockedDates, today: month });
        const stockingFee = stockingFeeOf(month);
        const file = path.join(uploadsDir, statement.filePath);
        const rows = await pdfRows(file);
        expect(cents(rows.get('Net rental income')), label).toBe(figures.monthNetIncomeCents);
        expect(rows.get('Occupancy'), label).toBe(occupancyText(occupancyPercent(figures.month)));
        const fee = [...rows].find(([key]) => key.startsWith('Stocking fee'))?.[1];
        // Shown as a deduction ('-$75.00'); 0 − x rather than −x keeps a waived fee +0, not −0.
        expect(0 - cents(fee), label).toBe(stockingFee);
        // The demo's statements are all written at once: nothing changed between them.
        expect(rows.has('Adjustments to earlier statements'), label).toBe(false);
        expect(cents(rows.get('Owner payout')), label).toBe(figures.monthNetIncomeCents - stockingFee);
        expect(rows.get('Nights booked by guests'), label).toBe(String(figures.month.guestNights));
        expect(rows.get('Owner nights'), label).toBe(String(figures.month.ownerNights));
        expect(rows.get('Blocked nights'), label).toBe(String(figures.month.blockNights));
        months += 1;
      }

      for (const annual of own.filter((d) => d.type === 'Annual statements')) {
        const year = annual.name.slice(-4);
        const period = { start: `${year}-01-01`, end: `${Number(year) + 1}-01-01` };
        const totals = findLine(
          await pdfLines(fs.readFileSync(path.join(uploadsDir, annual.filePath))),
          (first) => first === 'Totals',
        );
        expect(cents(totals?.[4]), annual.name).toBe(netIncomeOfCheckIns(reservations, period));
        const yearMonths = Array.from({ length: 12 }, (_, i) => addMonths(period.start, i));
        expect(0 - cents(totals?.[5]), annual.name).toBe(
          yearMonths.reduce((sum, month) => sum + stockingFeeOf(month), 0),
        );
      }
    }
    // Four managed properties with 24 statements each, and the inactive one's managed months.
    expect(months).toBeGreaterThan(4 * 24);
  });

  it('refuses to seed a second time and leaves the first seed untouched', async () => {
    await expect(
      seedDemoData(database.db, {
        today: TODAY,
        storage: folderStorage(uploadsDir),
        passwordHash: PASSWORD_HASH,
      }),
    ).rejects.toThrow('empty database only');
    const after = await load(database.db);
    expect(after.users).toHaveLength(data.users.length);
    expect(after.reservations).toHaveLength(data.reservations.length);
    expect(after.prices).toHaveLength(data.prices.length);
    for (const document of data.documents)
      expect(fs.existsSync(path.join(uploadsDir, document.filePath))).toBe(true);
  });
});

describe('seedDemoData on two fresh databases', () => {
  // The 1st of January: no past day this month and last year's annual statement not issued yet.
  const today = '2027-01-01';
  const opened: Database[] = [];
  const folders: string[] = [];

  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function fresh(): Promise<{ db: Db; uploadsDir: string }> {
    const database = await openTestDatabase();
    opened.push(database);
    const uploadsDir = tempDir('twin');
    folders.push(uploadsDir);
    return { db: database.db, uploadsDir };
  }

  // Three seeds, each generating its 130 statements (PDFs of about 50 ms each on a quiet machine).
  it(
    'writes identical rows and files for the same day, even after a failed attempt',
    { timeout: 240_000 },
    async () => {
      const first = await fresh();
      const second = await fresh();
      await seedDemoData(first.db, {
        today,
        storage: folderStorage(first.uploadsDir),
        passwordHash: PASSWORD_HASH,
      });

      // A seed whose storage fails after 500 files leaves nothing behind: no row, no file.
      const storage = folderStorage(second.uploadsDir);
      let puts = 0;
      const failing: FileStorage = {
        ...storage,
        put: async (key, body, options) => {
          puts += 1;
          if (puts > 500) throw new Error('disk full');
          return storage.put(key, body, options);
        },
      };
      await expect(
        seedDemoData(second.db, { today, storage: failing, passwordHash: PASSWORD_HASH }),
      ).rejects.toThrow('disk full');
      expect(await isDatabaseEmpty(second.db)).toBe(true);
      const afterFailure = await load(second.db);
      expect(Object.values(afterFailure).every((rows) => rows.length === 0)).toBe(true);
      expect(fileDigests(second.uploadsDir)).toEqual([]);

      await seedDemoData(second.db, {
        today,
        storage: folderStorage(second.uploadsDir),
        passwordHash: PASSWORD_HASH,
      });
      const [a, b] = [
        await snapshot(first.db, first.uploadsDir),
        await snapshot(second.db, second.uploadsDir),
      ];
      expect(a.reservations.length).toBeGreaterThan(500);
      expect(b).toEqual(a);
      expect(fileDigests(second.uploadsDir)).toEqual(fileDigests(first.uploadsDir));
    },
  );
});
