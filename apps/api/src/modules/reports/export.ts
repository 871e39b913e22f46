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
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return
 * first) gets a leading apostrophe: a guest name is not a command (OWASP's CSV injection advice).
 */
function inertText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cellValue(row: TReservationReportRow, key: TReservationReportColumn): string | number | null {
  const value = row[key];
  if (value === null) return null;
  if (MONEY_COLUMNS.has(key) || NUMBER_COLUMNS.has(key)) return value;
  return inertText(String(value));
}

function csvField(value: string | number | null, key: TReservationReportColumn): string {
  if (value === null) return '';
  if (typeof value === 'number') return MONEY_COLUMNS.has(key) ? value.toFixed(2) : String(value);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The CSV file, a batch of rows at a time: the header, then one line per row, CRLF as RFC 4180 says. */
export function csvStream(batches: AsyncIterable<ReportRow[]>, columns: Columns): Readable {
  async function* lines() {
    yield `${columns.map((column) => csvField(column.label, column.key)).join(',')}\r\n`;
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
  // Excel refuses * ? : \ / [ ] in a sheet's name and more than 31 characters.
  const sheet = workbook.addWorksheet(
    sheetName
      .replace(/[*?:\\/[\]]+/g, ' ')
      .slice(0, 31)
      .trim() || 'Report',
  );
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
        sheet.addRow(columns.map((column) => cellValue(row, column.key))).commit();
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
