import { readFileSync } from 'node:fs';
import { create as openFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { IsoDate } from '@harborstay/domain';

/**
 * The portal's PDF writer: PDFKit with DejaVu Sans embedded (a subset of the glyphs used), so
 * that any name in Latin, Greek or Cyrillic script prints as written; the font and its licence
 * are in ./fonts. A document's bytes depend only on what it says and its date: PDFKit derives the
 * file ID from the document information, whose dates are given here rather than the clock's, so
 * two runs over the same data write the same file (the demo seed relies on it).
 */
export type Pdf = PDFKit.PDFDocument;

const loadFont = (name: string) => openFont(readFileSync(new URL(`./fonts/${name}`, import.meta.url)));
/**
 * The fonts, read and parsed once: parsing DejaVu Sans and its layout tables took 75 ms a font
 * and document, 150 of the 185 ms a one-page document cost. PDFKit 0.20 takes a fontkit font as
 * it is (its types still say a file), and makes each document's subset of it on its own.
 */
let fonts: { regular: Font; bold: Font } | undefined;
const asSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const INK = '#1d2733';
export const MUTED = '#5b6673';
export const ACCENT = '#1f4e79';
export const RULE = '#c9d1da';
export const SHADE = '#eef2f6';

export function newPdf(meta: { title: string; author: string; date: IsoDate }): Pdf {
  fonts ??= { regular: loadFont('DejaVuSans.ttf'), bold: loadFont('DejaVuSans-Bold.ttf') };
  const at = new Date(`${meta.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    displayTitle: true,
    lang: 'en-US',
    info: { Title: meta.title, Author: meta.author, Creator: meta.author, CreationDate: at, ModDate: at },
  });
  doc.registerFont('regular', asSource(fonts.regular));
  doc.registerFont('bold', asSource(fonts.bold));
  doc.font('regular').fillColor(INK);
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

const contentWidth = () => PAGE.width - 2 * PAGE.margin;
const bottom = () => PAGE.height - PAGE.margin - 24;

/** Starts a new page when fewer than `height` points are left on this one. */
export function keepRoom(doc: Pdf, height: number): void {
  if (doc.y + height > bottom()) doc.addPage();
}

/** The letterhead: the brand on the left, the document's title and subtitle on the right. */
export function letterhead(doc: Pdf, brand: string, title: string, subtitle: string): void {
  const top = PAGE.margin;
  doc.font('bold').fontSize(18).fillColor(ACCENT).text(brand, PAGE.margin, top, { width: contentWidth() });
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Property Management', PAGE.margin, top + 22);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(title, PAGE.margin, top, { width: contentWidth(), align: 'right' });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(subtitle, PAGE.margin, top + 19, { width: contentWidth(), align: 'right' });
  const ruleY = top + 40;
  doc
    .moveTo(PAGE.margin, ruleY)
    .lineTo(PAGE.width - PAGE.margin, ruleY)
    .lineWidth(1.5)
    .stroke(ACCENT);
  doc.x = PAGE.margin;
  doc.y = ruleY + 14;
  doc.fillColor(INK);
}

/** A section's heading, on the next page when what follows it (a table's first rows) would not fit. */
export function heading(doc: Pdf, text: string): void {
  keepRoom(doc, 90);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11).fillColor(ACCENT).text(text, PAGE.margin, doc.y, { width: contentWidth() });
  doc.moveDown(0.25);
  doc.fillColor(INK);
}

export function paragraph(doc: Pdf, text: string, options: { muted?: boolean } = {}): void {
  keepRoom(doc, 24);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(options.muted ? MUTED : INK)
    .text(text, PAGE.margin, doc.y, { width: contentWidth(), lineGap: 1.5 });
  doc.fillColor(INK);
}

export type LabelRow = readonly [label: string, value: string];

/** Rows of a label and its value, the value in a column of its own; `strong` rows in bold. */
export function labelRows(
  doc: Pdf,
  rows: readonly LabelRow[],
  options: { valueX?: number; valueAlign?: 'left' | 'right'; strong?: readonly string[] } = {},
): void {
  const valueX = PAGE.margin + (options.valueX ?? 170);
  const valueWidth = PAGE.width - PAGE.margin - valueX;
  for (const [label, value] of rows) {
    const isStrong = options.strong?.includes(label) ?? false;
    doc.font(isStrong ? 'bold' : 'regular').fontSize(9.5);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 12);
    keepRoom(doc, height + 4);
    const y = doc.y;
    doc.fillColor(isStrong ? INK : MUTED).text(label, PAGE.margin, y, { width: valueX - PAGE.margin - 8 });
    doc
      .fillColor(INK)
      .font(isStrong ? 'bold' : 'regular')
      .text(value, valueX, y, { width: valueWidth, align: options.valueAlign ?? 'left' });
    doc.y = y + height + 4;
  }
  doc.x = PAGE.margin;
}

export type Column = { title: string; width: number; align?: 'left' | 'right' };

const CELL_PAD = 4;

/**
 * A table across the page: a shaded header row (repeated on each new page), the rows, and a bold
 * totals row between rules when there is one. Widths are shares of the page's width.
 */
export function table(
  doc: Pdf,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  totals?: readonly string[],
): void {
  const share = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / share) * contentWidth());
  const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const fontSize = 8.5;
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * CELL_PAD })),
      ) +
      2 * CELL_PAD
    );
  };
  const drawRow = (cells: readonly string[], font: string, fill?: string) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (fill) doc.rect(PAGE.margin, y, contentWidth(), height).fill(fill);
    doc.font(font).fontSize(fontSize).fillColor(INK);
    cells.forEach((cell, i) =>
      doc.text(cell, (xs[i] ?? 0) + CELL_PAD, y + CELL_PAD, {
        width: (widths[i] ?? 0) - 2 * CELL_PAD,
        align: columns[i]?.align ?? 'left',
      }),
    );
    doc.y = y + height;
  };
  const rule = (weight: number) => {
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.width - PAGE.margin, doc.y)
      .lineWidth(weight)
      .stroke(RULE);
  };
  const header = () =>
    drawRow(
      columns.map((column) => column.title),
      'bold',
      SHADE,
    );
  keepRoom(
    doc,
    rowHeight(
      columns.map((c) => c.title),
      'bold',
    ) + 40,
  );
  header();
  for (const row of rows) {
    if (doc.y + rowHeight(row, 'regular') > bottom()) {
      doc.addPage();
      header();
    }
    drawRow(row, 'regular');
    rule(0.5);
  }
  if (totals) {
    keepRoom(doc, rowHeight(totals, 'bold') + 4);
    rule(1);
    drawRow(totals, 'bold');
    rule(1);
  }
  doc.x = PAGE.margin;
  doc.moveDown(0.4);
}

/** The footer of every page: a line of text on the left, 'Page n of m' on the right. */
export function footers(doc: Pdf, text: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin + 6;
    // Writing below the bottom margin would start a new page: the margin is lifted for the footer.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text, PAGE.margin, y, { width: contentWidth() - 80, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, PAGE.width - PAGE.margin - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
