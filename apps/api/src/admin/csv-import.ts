import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages, ZPathId } from '@harborstay/contracts';
import { properties, type Db } from '@harborstay/db';

/**
 * What the CSV imports of the admin CLI share (issue 22, item 4): reading a file a company
 * exported from its old system, checking its header, and reporting every bad cell by the file's
 * line and column before anything is written.
 */
export class CsvImportError extends Error {}

/** Past this the file is refused before it is read: a year of bookings of one property is far less. */
export const CSV_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** At most this many line errors are spelled out; the count says how many more there are. */
const MAX_ERRORS_SHOWN = 1000;

/**
 * The server may read the file while working in another folder than the CLI: the CLI makes the
 * path absolute (cli.ts), and an import never guesses what a relative one meant.
 */
export const ZCsvImportArgs = z.object({
  property: ZPathId,
  file: z.string().refine((file) => path.isAbsolute(file), 'must be an absolute path'),
});
export type TCsvImportArgs = z.output<typeof ZCsvImportArgs>;

/** A column of a file; one that is not required may be left out of the header (its cells are then empty). */
export type CsvColumn = { name: string; isRequired: boolean };

/** One record after the header: its first line in the file, and its cells by column name. */
export type CsvRow = { line: number; cells: Readonly<Record<string, string>> };

/** A refusal of one line: the column when it is about one cell. */
export type LineError = { line: number; column?: string; message: string };

export async function findImportProperty(db: Db, id: number) {
  const [property] = await db
    .select({ id: properties.id, entityName: properties.entityName })
    .from(properties)
    .where(eq(properties.id, id));
  if (!property) throw new CsvImportError(`No property has the id ${id}.`);
  return property;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The file's text, refused with a reason when it is too big, missing, or not UTF-8 text. */
async function readText(file: string): Promise<string> {
  const found = await stat(file).catch(() => undefined);
  if (!found) throw new CsvImportError(`Cannot read the file ${file}.`);
  if (!found.isFile()) throw new CsvImportError(`${file} is not a file.`);
  if (found.size > CSV_IMPORT_MAX_BYTES) {
    throw new CsvImportError(
      `${file} has ${found.size.toLocaleString('en-US')} bytes: at most ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB (${CSV_IMPORT_MAX_BYTES.toLocaleString('en-US')} bytes) can be imported at once; split it into several files.`,
    );
  }
  const bytes = await readFile(file).catch(() => {
    throw new CsvImportError(`Cannot read the file ${file}.`);
  });
  const saveAsCsv = 'save it as "CSV UTF-8 (comma delimited)" and import that file';
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    throw new CsvImportError(`${file} is a spreadsheet workbook, not a CSV file: ${saveAsCsv}.`);
  }
  let text: string;
  try {
    // The decoder drops a leading byte order mark, as spreadsheets write one.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvImportError(`${file} is not UTF-8 text: ${saveAsCsv}.`);
  }
  if (text.includes('\u0000')) throw new CsvImportError(`${file} is not a text file: ${saveAsCsv}.`);
  return text;
}

/**
 * The file's rows, by column name, after checking its header against `columns`. A refusal of the
 * whole file (not text, no header, unknown or missing columns, a quote never closed) throws; a
 * line with the wrong number of cells is returned among `errors`, so that every line is reported.
 */
export async function readCsvFile(
  file: string,
  columns: readonly CsvColumn[],
): Promise<{ rows: CsvRow[]; errors: LineError[] }> {
  // One line break for all: csv-parse counts a CRLF inside quotes as two lines.
  const text = (await readText(file)).replace(/\r\n?/g, '\n');
  const lastLines: number[] = [];
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: ',',
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[], context) => {
        lastLines.push(context.lines);
        return record;
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CsvImportError(`${file} is not a well-formed CSV file: ${reason}.`);
  }
  // A record spanning lines (a quoted cell with a line break) is named by its first line.
  const withLines = records
    .map((record, index) => ({
      line:
        (lastLines[index] ?? 0) - record.reduce((breaks, cell) => breaks + cell.split('\n').length - 1, 0),
      record,
    }))
    // A spreadsheet exports its empty rows as ",,,".
    .filter(({ record }) => record.some((cell) => cell !== ''));

  const [header, ...body] = withLines;
  const expected = columns.map((column) => column.name).join(', ');
  if (!header) {
    throw new CsvImportError(`${file} is empty: its first line must name the columns (${expected}).`);
  }
  const names = header.record.map((name) => name.toLowerCase());
  checkHeader({ file, line: header.line, names, columns });

  const errors: LineError[] = [];
  const rows: CsvRow[] = [];
  for (const { line, record } of body) {
    if (record.length !== names.length) {
      errors.push({
        line,
        message: `${record.length} cells where the header has ${names.length} (a comma too many or too few?).`,
      });
      continue;
    }
    const cells: Record<string, string> = Object.fromEntries(columns.map((column) => [column.name, '']));
    for (const [index, name] of names.entries()) cells[name] = record[index] ?? '';
    rows.push({ line, cells });
  }
  return { rows, errors };
}

function checkHeader(input: { file: string; line: number; names: string[]; columns: readonly CsvColumn[] }) {
  const known = new Set(input.columns.map((column) => column.name));
  const quoted = (names: string[]) =>
    names.map((name) => (name ? `"${name}"` : 'one without a name')).join(', ');
  const unknown = input.names.filter((name) => !known.has(name));
  const missing = input.columns
    .filter((column) => column.isRequired && !input.names.includes(column.name))
    .map((column) => column.name);
  const repeated = input.names.filter((name, index) => input.names.indexOf(name) !== index);
  if (unknown.length === 0 && missing.length === 0 && repeated.length === 0) return;

  const problems = [
    unknown.length > 0 && `unknown columns ${quoted(unknown)}`,
    missing.length > 0 && `missing columns ${quoted(missing)}`,
    repeated.length > 0 && `columns named twice ${quoted([...new Set(repeated)])}`,
  ].filter(Boolean);
  const isHeader = input.names.some((name) => known.has(name));
  const optional = input.columns.filter((column) => !column.isRequired).map((column) => column.name);
  throw new CsvImportError(
    [
      isHeader
        ? `${input.file}: the header (line ${input.line}) has ${problems.join('; ')}.`
        : `${input.file}: the first line (line ${input.line}) must be a header naming the columns; it has ${problems.join('; ')}.`,
      `The columns are ${input.columns.map((column) => column.name).join(', ')}, separated by commas${
        optional.length > 0 ? ` (${optional.join(', ')} may be left out)` : ''
      }.`,
    ].join('\n'),
  );
}

const shown = (cell: string) => JSON.stringify(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/** Dollars as 900.50 (a minus sign too, so that the schema's own message refuses it). */
const AMOUNT = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const WHOLE_NUMBER = /^-?\d+$/;

/**
 * Reads the cells of one row into the shape of the provider API's body, noting a cell it cannot
 * read (not a number) as an error of its line; the schema's refusals are added under their
 * columns afterwards, except for the cells already refused here.
 */
export function readRow(row: CsvRow, errors: LineError[]) {
  const refused = new Set<string>();
  const refuse = (column: string, message: string) => {
    refused.add(column);
    errors.push({ line: row.line, column, message });
    return undefined;
  };
  const cell = (column: string) => row.cells[column] ?? '';
  const number = (column: string, options: { pattern: RegExp; isRequired: boolean; what: string }) => {
    const value = cell(column);
    if (value === '') return options.isRequired ? refuse(column, messages.required) : undefined;
    if (!options.pattern.test(value)) return refuse(column, `${shown(value)} is not ${options.what}.`);
    return Number(value);
  };
  return {
    text: cell,
    /** An empty cell is null, where the API takes null. */
    nullable: (column: string) => cell(column) || null,
    /** An empty cell is left out: required, the line is refused; else the API's default applies. */
    dollars: (column: string, options: { isRequired: boolean }) =>
      number(column, { ...options, pattern: AMOUNT, what: 'an amount in dollars such as 900.50' }),
    count: (column: string) =>
      number(column, { isRequired: true, pattern: WHOLE_NUMBER, what: 'a whole number' }),
    /** The schema's refusals of this row, each under its column: the first one of each column only. */
    addIssues: (
      issues: readonly z.core.$ZodIssue[],
      columnOf: (issue: z.core.$ZodIssue) => string | undefined,
    ) => {
      for (const issue of issues) {
        const column = columnOf(issue);
        if (column !== undefined && refused.has(column)) continue;
        if (column !== undefined) refused.add(column);
        errors.push({ line: row.line, ...(column === undefined ? {} : { column }), message: issue.message });
      }
    },
  };
}

/** Every error by line and column; the refusal of a whole file that wrote nothing. */
export function describeLineErrors(
  file: string,
  errors: readonly LineError[],
  columns: readonly CsvColumn[],
) {
  const order = (column: string | undefined) =>
    column === undefined ? -1 : columns.findIndex((known) => known.name === column);
  const sorted = [...errors].sort((a, b) => a.line - b.line || order(a.column) - order(b.column));
  const lines = new Set(errors.map((error) => error.line)).size;
  const listed = sorted
    .slice(0, MAX_ERRORS_SHOWN)
    .map((error) => `line ${error.line}${error.column ? `, ${error.column}` : ''}: ${error.message}`);
  const more = sorted.length - listed.length;
  return [
    `${file}: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} on ${lines} ${lines === 1 ? 'line' : 'lines'}; nothing was written.`,
    ...listed,
    ...(more > 0 ? [`…and ${more} more.`] : []),
  ].join('\n');
}
