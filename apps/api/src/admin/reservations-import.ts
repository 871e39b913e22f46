import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ZExternalId, ZProviderReservationPut, type TProviderReservation } from '@harborstay/contracts';
import type { Db, DbOrTx } from '@harborstay/db';
import { AppError } from '../errors';
import { putGuestBooking, type IngestionDeps } from '../modules/provider/ingestion';
import {
  CsvImportError,
  describeLineErrors,
  findImportProperty,
  readCsvFile,
  readRow,
  type CsvColumn,
  type LineError,
  type TCsvImportArgs,
} from './csv-import';

export const RESERVATIONS_IMPORT_USAGE =
  "reservations:import --property <id> --file <bookings.csv>   (one guest booking a row, the provider API's fields as columns; every row checked first, then all written or none; notifies nobody)";

/**
 * The provider API's fields as columns (contract, "The provider's side"), the guest's flattened.
 * A column may be left out where the API lets its field be left out.
 */
export const RESERVATION_COLUMNS: readonly CsvColumn[] = [
  { name: 'external_id', isRequired: true },
  { name: 'status', isRequired: true },
  { name: 'start_date', isRequired: true },
  { name: 'end_date', isRequired: true },
  { name: 'arrival', isRequired: false },
  { name: 'guests_count', isRequired: true },
  { name: 'guest_first_name', isRequired: true },
  { name: 'guest_last_name', isRequired: true },
  { name: 'guest_email', isRequired: false },
  { name: 'guest_phone', isRequired: false },
  { name: 'platform', isRequired: true },
  { name: 'confirmation_code', isRequired: false },
  { name: 'confirmed_at', isRequired: false },
  { name: 'revenue', isRequired: true },
  { name: 'management_fee', isRequired: true },
  { name: 'net_income', isRequired: true },
  { name: 'cleaning_cost', isRequired: false },
  { name: 'updated_at', isRequired: true },
];

type Booking = { line: number; externalId: string; body: z.output<typeof ZProviderReservationPut> };

/** An issue's path in the API's body, as the file's column: guest.email is guest_email. */
const columnOf = (issue: { path: readonly PropertyKey[] }) =>
  issue.path.length === 0 ? undefined : issue.path.map(String).join('_');

/** Every row through the provider API's own schema; every refusal noted by line and column. */
function checkRows(rows: Awaited<ReturnType<typeof readCsvFile>>['rows'], errors: LineError[]) {
  const bookings: Booking[] = [];
  const lineOfId = new Map<string, number>();
  for (const row of rows) {
    const read = readRow(row, errors);
    const externalId = ZExternalId.safeParse(read.text('external_id'));
    if (externalId.success) {
      const first = lineOfId.get(externalId.data);
      if (first === undefined) lineOfId.set(externalId.data, row.line);
      else
        errors.push({
          line: row.line,
          column: 'external_id',
          message: `${externalId.data} is the external_id of line ${first} already: one row per booking.`,
        });
    } else {
      read.addIssues(externalId.error.issues, () => 'external_id');
    }
    const body = ZProviderReservationPut.safeParse({
      status: read.text('status'),
      start_date: read.text('start_date'),
      end_date: read.text('end_date'),
      arrival: read.nullable('arrival'),
      guests_count: read.count('guests_count'),
      guest: {
        first_name: read.text('guest_first_name'),
        last_name: read.text('guest_last_name'),
        email: read.nullable('guest_email'),
        phone: read.nullable('guest_phone'),
      },
      platform: read.text('platform'),
      confirmation_code: read.nullable('confirmation_code'),
      confirmed_at: read.nullable('confirmed_at'),
      revenue: read.dollars('revenue', { isRequired: true }),
      management_fee: read.dollars('management_fee', { isRequired: true }),
      net_income: read.dollars('net_income', { isRequired: true }),
      cleaning_cost: read.dollars('cleaning_cost', { isRequired: false }),
      updated_at: read.text('updated_at'),
    });
    if (!body.success) read.addIssues(body.error.issues, columnOf);
    if (externalId.success && body.success)
      bookings.push({ line: row.line, externalId: externalId.data, body: body.data });
  }
  return bookings;
}

/** The version of each stored booking of the property: a replacement sets updated_at to the transaction's now(). */
async function storedVersions(db: DbOrTx, propertyId: number) {
  const result = await db.execute(sql`
    SELECT external_id, updated_at::text AS version FROM reservations
    WHERE property_id = ${propertyId} AND external_id IS NOT NULL`);
  const rows = (result as unknown as { rows: { external_id: string; version: string }[] }).rows;
  return new Map(rows.map((row) => [row.external_id, row.version]));
}

type Written = { booking: Booking; isCreated: boolean; reservation: TProviderReservation };
type Refused = { booking: Booking; refusal: AppError };

/**
 * Every booking through the ingestion service, inside the caller's transaction (each call a
 * savepoint of it). A booking refused for holding another guest booking's nights is tried again
 * once the others are written, as the file may move that other booking away; what is still
 * refused when a round writes nothing more is returned.
 */
async function writeBookings(deps: IngestionDeps, propertyId: number, bookings: readonly Booking[]) {
  const written: Written[] = [];
  let pending = bookings;
  for (;;) {
    const refused: Refused[] = [];
    for (const booking of pending) {
      try {
        const result = await putGuestBooking(deps, {
          propertyId,
          externalId: booking.externalId,
          body: booking.body,
        });
        written.push({ booking, ...result });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
        refused.push({ booking, refusal: error });
      }
    }
    if (refused.length === 0 || refused.length === pending.length) return { written, refused };
    pending = refused.map((entry) => entry.booking);
  }
}

/** Each overlap by its line, and the line (or the stored booking) whose nights it would share. */
function overlapErrors(refused: readonly Refused[], bookings: readonly Booking[]): LineError[] {
  const lineOfId = new Map(bookings.map((booking) => [booking.externalId, booking.line]));
  return refused.map(({ booking, refusal }) => {
    const other = typeof refusal.body.external_id === 'string' ? refusal.body.external_id : undefined;
    const otherLine = other === undefined ? undefined : lineOfId.get(other);
    const holder =
      otherLine !== undefined
        ? `the booking of line ${otherLine} (external_id ${other})`
        : other !== undefined
          ? `the stored guest booking external_id ${other}, which this file does not change`
          : `a stored guest booking: ${refusal.message}`;
    return {
      line: booking.line,
      column: 'start_date',
      message: `Its nights (${booking.body.start_date} to ${booking.body.end_date}) overlap ${holder}.`,
    };
  });
}

const KIND_NAMES: Record<string, string> = { owner: 'owner stay', maintenance: 'maintenance block' };

function describeClashes(written: readonly Written[]) {
  const clashing = written
    .filter((entry) => entry.reservation.clashes.length > 0)
    .sort((a, b) => a.booking.line - b.booking.line);
  if (clashing.length === 0) return ['No booking holds nights of an owner stay or block.'];
  return [
    `${clashing.length} ${clashing.length === 1 ? 'booking holds' : 'bookings hold'} nights of an owner stay or block (stored all the same, as the provider API does; one of each pair has to move):`,
    ...clashing.flatMap(({ booking, reservation }) =>
      reservation.clashes.map(
        (clash) =>
          `  line ${booking.line}, external_id ${booking.externalId} (${reservation.start_date} to ${reservation.end_date}) over ${KIND_NAMES[clash.kind] ?? clash.kind} #${clash.id} (${clash.start_date} to ${clash.end_date})`,
      ),
    ),
  ];
}

/**
 * `reservations:import`: a company moving in brings its guest bookings as a CSV file. Every row is
 * checked with the provider API's schema before anything is written; then all of them are written
 * in one transaction through the ingestion service, or none. Bulk imports notify nobody (contract).
 */
export async function importReservations(db: Db, args: TCsvImportArgs): Promise<string> {
  const property = await findImportProperty(db, args.property);
  const { rows, errors } = await readCsvFile(args.file, RESERVATION_COLUMNS);
  const bookings = checkRows(rows, errors);
  if (errors.length > 0) throw new CsvImportError(describeLineErrors(args.file, errors, RESERVATION_COLUMNS));
  const label = `property ${property.id} "${property.entityName}"`;
  if (bookings.length === 0)
    return `${args.file} has a header and no bookings: nothing was written to ${label}.`;

  const outcome = await db.transaction(async (tx) => {
    const before = await storedVersions(tx, property.id);
    const deps: IngestionDeps = {
      db: tx,
      notify: false,
      // Nobody is told of a bulk import, so neither the mail's brand nor its recipient is needed,
      // and no job is queued to wake the worker for.
      brandName: '',
      operationsEmail: undefined,
      wakeJobs: () => undefined,
    };
    const { written, refused } = await writeBookings(deps, property.id, bookings);
    if (refused.length > 0) {
      // Thrown inside the transaction: it is rolled back, and none of the file is kept.
      throw new CsvImportError(
        describeLineErrors(args.file, overlapErrors(refused, bookings), RESERVATION_COLUMNS),
      );
    }
    const after = await storedVersions(tx, property.id);
    return { written, before, after };
  });

  const created = outcome.written.filter((entry) => entry.isCreated).length;
  const replaced = outcome.written.filter(
    ({ booking, isCreated }) =>
      !isCreated && outcome.before.get(booking.externalId) !== outcome.after.get(booking.externalId),
  ).length;
  const unchanged = bookings.length - created - replaced;
  return [
    `Imported ${args.file} into ${label}: ${bookings.length} ${bookings.length === 1 ? 'row' : 'rows'} read, ${created} created, ${replaced} replaced, ${unchanged} unchanged (what is stored was as new or newer). Nobody was notified.`,
    ...describeClashes(outcome.written),
  ].join('\n');
}
