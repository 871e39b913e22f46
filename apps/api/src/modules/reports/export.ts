import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  RESERVATION_REPORT_COLUMNS,
  type TReservationReportColumn,
  type TReservationReportRow,
} from '@harborstay/contracts';
import type { ReportRow } from './repository';
import { toReportRow } from './service';

/** Rows read per query while exporting: the only rows the server holds at once. */
export const EXPORT_BATCH_SIZE = 1000;

const MONEY_COLUMNS = new Set<TReservationReportColumn>(['revenue', 'management_fee', 'net_income']);
const NUMBER_COLUMNS = new Set<TReservationReportColumn>(['guests_count', 'nights_count']);

/** The chosen columns in the report's order (all when none were chosen). */
export function exportColumns(chosen: TReservationReportColumn[]) {
  return RESERVATION_REPORT_COLUMNS.filter((column) => chosen.length === 0 || chosen.includes(column.key));
}
type Columns = ReturnType<typeof exportColumns>;

/**
 * Text a spreadsheet would run as a formula when it reads it from a CSV file: `=`, `+`, `-`, `@`,
 * tab or carriage return first (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell's value as the data has it: numbers as numbers, the rest as text. */
function cellValue(row: TReservationReportRow, key: TReservationReportColumn): string | number | null {
  const value = row[key];
  if (value === null) return null;
  if (MONEY_COLUMNS.has(key) || NUMBER_COLUMNS.has(key)) return value;
  return String(value);
}

/**
 * A CSV field. Text that could start a formula gets a leading apostrophe (a guest name is not a
 * command); a field holding a separator a spreadsheet may split on (`,` or `;`), a quote or a line
 * break is quoted, so that no cell can begin inside it.
 */
function csvField(value: string | number | null, key: TReservationReportColumn): string {
  if (value === null) return '';
  if (typeof value === 'number') return MONEY_COLUMNS.has(key) ? value.toFixed(2) : String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark. */
const UTF8_BOM = '\uFEFF';

/**
 * The CSV file, a batch of rows at a time: the byte order mark and the header, then one line per
 * row, CRLF as RFC 4180 says.
 */
export function csvStream(batches: AsyncIterable<ReportRow[]>, columns: Columns): Readable {
  async function* lines() {
    yield `${UTF8_BOM}${columns.map((column) => csvField(column.label, column.key)).join(',')}\r\n`;
    for await (const batch of batches) {
      yield batch
        .map(toReportRow)
        .map((row) => `${columns.map((c) => csvField(cellValue(row, c.key), c.key)).join(',')}\r\n`)
        .join('');
    }
  }
  return Readable.from(lines());
}

/**
 * The Excel workbook through exceljs's streaming writer: each row is committed (written to the
 * zip) as soon as it is added, and the next batch is read only once the answer has drained.
 * Every value goes in as it is: a string is a text cell, which Excel never evaluates.
 */
export function xlsxStream(
  batches: AsyncIterable<ReportRow[]>,
  columns: Columns,
  sheetName: string,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  // The streaming writer checks nothing of a sheet's name: sheetNameOf makes one Excel opens.
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: Math.max(12, column.label.length + 2),
    ...(MONEY_COLUMNS.has(column.key) ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  async function write() {
    for await (const batch of batches) {
      if (output.destroyed) return;
      for (const row of batch.map(toReportRow)) {
        const added = sheet.addRow(columns.map((column) => cellValue(row, column.key)));
        added.eachCell((cell) => {
          // Text that reads like a formula is also formatted as text ('@'), so that editing the
          // cell in Excel keeps it text; exceljs 4.4 cannot write the quote-prefix style.
          if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) cell.numFmt = '@';
        });
        added.commit();
      }
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** Excel's longest sheet name, in UTF-16 units. */
const SHEET_NAME_MAX = 31;
/** What Excel refuses in a sheet's name, control characters (line breaks among them) included. */
const SHEET_NAME_REFUSED = /[[\]:*?/\\\p{Cc}]+/gu;

/**
 * A sheet name Excel opens, from the report's title: none of `[ ] : * ? / \` nor a control
 * character, at most 31 UTF-16 units with no surrogate pair cut in two, no apostrophe first or
 * last, and not `History` (reserved, in any case); `fallback` when nothing is left.
 */
export function sheetNameOf(title: string, fallback: string): string {
  let name = title.replace(SHEET_NAME_REFUSED, ' ').replace(/\s+/g, ' ').trim();
  if (name.length > SHEET_NAME_MAX) {
    const cutsPair = /[\uD800-\uDBFF]/.test(name.charAt(SHEET_NAME_MAX - 1));
    name = name.slice(0, cutsPair ? SHEET_NAME_MAX - 1 : SHEET_NAME_MAX);
  }
  name = name.replace(/^['\s]+|['\s]+$/g, '');
  return name === '' || name.toLowerCase() === 'history' ? fallback : name;
}
