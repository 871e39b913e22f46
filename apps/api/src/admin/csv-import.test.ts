import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CSV_IMPORT_MAX_BYTES, CsvImportError, readCsvFile, type CsvColumn } from './csv-import';

const folder = mkdtempSync(path.join(os.tmpdir(), 'harborstay-csv-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const COLUMNS: CsvColumn[] = [
  { name: 'date', isRequired: true },
  { name: 'price', isRequired: true },
  { name: 'block_ref', isRequired: false },
];

let files = 0;
const fileOf = (content: string | Buffer) => {
  files += 1;
  const file = path.join(folder, `file-${files}.csv`);
  writeFileSync(file, content);
  return file;
};

const refusalOf = async (file: string) => {
  const error = await readCsvFile(file, COLUMNS).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CsvImportError)) throw new Error(`expected a CsvImportError, got ${String(error)}`);
  return error.message.replace(`${file}`, '<file>');
};

describe('reading an import file', () => {
  it('numbers rows by their first line in the file, whatever the line breaks, blank lines and quoted breaks', async () => {
    const file = fileOf(
      '\uFEFFDate, Price\r\n\r\n2027-01-01,100\r\n"2027-01-02","1\r\n00"\r\n,,\r\n2027-01-03,100,an\n2027-01-04,"90"\r',
    );
    const { rows, errors } = await readCsvFile(file, COLUMNS);
    expect(rows).toEqual([
      { line: 3, cells: { date: '2027-01-01', price: '100', block_ref: '' } },
      { line: 4, cells: { date: '2027-01-02', price: '1\n00', block_ref: '' } },
      { line: 8, cells: { date: '2027-01-04', price: '90', block_ref: '' } },
    ]);
    expect(errors).toEqual([
      { line: 7, message: '3 cells where the header has 2 (a comma too many or too few?).' },
    ]);
  });

  it('refuses a file that is not UTF-8 text, a workbook, and one that is missing', async () => {
    expect(await refusalOf(fileOf(Buffer.from('date,price\n2027-01-01,caf\xe9\n', 'latin1')))).toBe(
      '<file> is not UTF-8 text: save it as "CSV UTF-8 (comma delimited)" and import that file.',
    );
    expect(await refusalOf(fileOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0])))).toMatch(
      /^<file> is a spreadsheet workbook, not a CSV file/,
    );
    expect(await refusalOf(fileOf('date,price\n2027-01-01,\u0000\n'))).toMatch(/^<file> is not a text file/);
    expect(await refusalOf(path.join(folder, 'none.csv'))).toBe('Cannot read the file <file>.');
  });

  it(`refuses a file larger than ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB before reading it`, async () => {
    const file = fileOf('');
    truncateSync(file, CSV_IMPORT_MAX_BYTES + 1);
    expect(await refusalOf(file)).toBe(
      '<file> has 20,971,521 bytes: at most 20 MB (20,971,520 bytes) can be imported at once; split it into several files.',
    );
  });

  it('refuses an empty file, a first line that is no header, and unknown, missing or repeated columns', async () => {
    expect(await refusalOf(fileOf('\n\n'))).toBe(
      '<file> is empty: its first line must name the columns (date, price, block_ref).',
    );
    expect(await refusalOf(fileOf('2027-01-01,100\n'))).toBe(
      [
        '<file>: the first line (line 1) must be a header naming the columns; it has unknown columns "2027-01-01", "100"; missing columns "date", "price".',
        'The columns are date, price, block_ref, separated by commas (block_ref may be left out).',
      ].join('\n'),
    );
    expect(await refusalOf(fileOf('date,cost,date,\n'))).toMatch(
      /^<file>: the header \(line 1\) has unknown columns "cost", one without a name; missing columns "price"; columns named twice "date"\.\n/,
    );
    expect(await refusalOf(fileOf('date;price\n2027-01-01;100\n'))).toMatch(/unknown columns "date;price"/);
  });

  it('refuses a quote that is never closed, naming its line', async () => {
    expect(await refusalOf(fileOf('date,price\n2027-01-01,100\n"2027-01-02,100\n'))).toMatch(
      /^<file> is not a well-formed CSV file: .*line 3/,
    );
  });
});
