import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PROVIDER_CALENDAR_MAX_DAYS, ZProviderCalendarPut } from '@harborstay/contracts';
import type { Db } from '@harborstay/db';
import { AppError } from '../errors';
import { putCalendarDays, type IngestionDeps } from '../modules/provider/ingestion';
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

export const PRICES_IMPORT_USAGE =
  'prices:import --property <id> --file <prices.csv>   (columns date, price, block_ref: the nightly prices and block references; every row checked first, then all written or none)';

export const PRICE_COLUMNS: readonly CsvColumn[] = [
  { name: 'date', isRequired: true },
  { name: 'price', isRequired: true },
  { name: 'block_ref', isRequired: false },
];

/** One night as the provider API's calendar call takes it. */
const ZDay = ZProviderCalendarPut.shape.days.element;
type Day = { line: number; day: z.output<typeof ZDay> };

function checkRows(rows: Awaited<ReturnType<typeof readCsvFile>>['rows'], errors: LineError[]) {
  const days: Day[] = [];
  const lineOfDate = new Map<string, number>();
  for (const row of rows) {
    const read = readRow(row, errors);
    const parsed = ZDay.safeParse({
      date: read.text('date'),
      price: read.dollars('price', { isRequired: true }),
      block_ref: read.nullable('block_ref'),
    });
    if (!parsed.success) {
      read.addIssues(parsed.error.issues, (issue) =>
        issue.path[0] === undefined ? undefined : String(issue.path[0]),
      );
      continue;
    }
    const first = lineOfDate.get(parsed.data.date);
    if (first !== undefined) {
      errors.push({
        line: row.line,
        column: 'date',
        message: `${parsed.data.date} is on line ${first} already: one row per night.`,
      });
      continue;
    }
    lineOfDate.set(parsed.data.date, row.line);
    days.push({ line: row.line, day: parsed.data });
  }
  return days;
}

/** The lines whose block reference falls on a night an owner stay or block holds (what made the database refuse). */
async function blockedUnderStays(db: Db, propertyId: number, days: readonly Day[]): Promise<LineError[]> {
  const result = await db.execute(sql`
    SELECT id, kind, start_date::text AS start_date, end_date::text AS end_date FROM reservations
    WHERE property_id = ${propertyId} AND kind IN ('owner', 'maintenance')
      AND status IN ('confirmed', 'in progress', 'unavailable')`);
  const stays = (
    result as unknown as { rows: { id: number; kind: string; start_date: string; end_date: string }[] }
  ).rows;
  return days.flatMap(({ line, day }) => {
    if (day.block_ref === null) return [];
    const stay = stays.find((held) => held.start_date <= day.date && day.date < held.end_date);
    if (!stay) return [];
    const name = stay.kind === 'maintenance' ? 'maintenance block' : 'owner stay';
    return [
      {
        line,
        column: 'block_ref',
        message: `${day.date} is a night of ${name} #${stay.id} (${stay.start_date} to ${stay.end_date}): it cannot carry a block reference.`,
      },
    ];
  });
}

/**
 * `prices:import`: the nightly prices and block references of a property from a CSV file. Every
 * row is checked with the provider API's day shape first; then all nights are written in one
 * transaction, in calls of at most 800 nights to the ingestion service, or none.
 */
export async function importPrices(db: Db, args: TCsvImportArgs): Promise<string> {
  const property = await findImportProperty(db, args.property);
  const { rows, errors } = await readCsvFile(args.file, PRICE_COLUMNS);
  const days = checkRows(rows, errors);
  if (errors.length > 0) throw new CsvImportError(describeLineErrors(args.file, errors, PRICE_COLUMNS));
  const label = `property ${property.id} "${property.entityName}"`;
  if (days.length === 0) return `${args.file} has a header and no nights: nothing was written to ${label}.`;

  let written = 0;
  try {
    await db.transaction(async (tx) => {
      // Nobody is told of prices: the ingestion service queues nothing for them.
      const deps: IngestionDeps = {
        db: tx,
        notify: false,
        brandName: '',
        operationsEmail: undefined,
        wakeJobs: () => undefined,
      };
      for (let start = 0; start < days.length; start += PROVIDER_CALENDAR_MAX_DAYS) {
        const batch = days.slice(start, start + PROVIDER_CALENDAR_MAX_DAYS).map(({ day }) => day);
        written += (await putCalendarDays(deps, { propertyId: property.id, body: { days: batch } })).updated;
      }
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    const blocked = await blockedUnderStays(db, property.id, days);
    if (blocked.length === 0) throw new CsvImportError(`${args.file}: ${error.message}`);
    throw new CsvImportError(describeLineErrors(args.file, blocked, PRICE_COLUMNS));
  }
  const dates = days.map(({ day }) => day.date).sort();
  const blocked = days.filter(({ day }) => day.block_ref !== null).length;
  return `Imported ${args.file} into ${label}: ${written} days written (${dates[0]} to ${dates.at(-1)}), ${blocked} of them with a block reference.`;
}
