import { readFileSync } from 'node:fs';
import { create as openFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { IsoDate } from '@harborstay/domain';

/**
 * The portal's PDF writer: PDFKit with DejaVu Sans embedded (a subset of the glyphs used), so
 * that any name in Latin, Greek or Cyrillic script prints as written, and Droid Sans Fallback for
 * the characters DejaVu Sans has no glyph for (Chinese, Japanese, Korean); the fonts and their
 * licences are in ./fonts. All text goes through `write` and `measure`, which draw such text in
 * runs of one font each. A document's bytes depend only on what it says and its date: PDFKit
 * derives the file ID from the document information, whose dates are given here rather than the
 * clock's, so two runs over the same data write the same file (the demo seed relies on it).
 */
export type Pdf = PDFKit.PDFDocument;

const loadFont = (name: string) => openFont(readFileSync(new URL(`./fonts/${name}`, import.meta.url)));
/**
 * The fonts, read and parsed once: parsing DejaVu Sans and its layout tables took 75 ms a font
 * and document, 150 of the 185 ms a one-page document cost. PDFKit 0.20 takes a fontkit font as
 * it is (its types still say a file), and makes each document's subset of it on its own. A
 * document embeds the fallback only when it prints a character from it.
 */
let fonts: { regular: Font; bold: Font; fallback: Font } | undefined;
const loadedFonts = () =>
  (fonts ??= {
    regular: loadFont('DejaVuSans.ttf'),
    bold: loadFont('DejaVuSans-Bold.ttf'),
    fallback: loadFont('DroidSansFallback.ttf'),
  });
const asSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;

export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const INK = '#1d2733';
export const MUTED = '#5b6673';
export const ACCENT = '#1f4e79';
export const RULE = '#c9d1da';
export const SHADE = '#eef2f6';

export function newPdf(meta: { title: string; author: string; date: IsoDate }): Pdf {
  const { regular, bold, fallback } = loadedFonts();
  const at = new Date(`${meta.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    displayTitle: true,
    lang: 'en-US',
    info: { Title: meta.title, Author: meta.author, Creator: meta.author, CreationDate: at, ModDate: at },
  });
  doc.registerFont('regular', asSource(regular));
  doc.registerFont('bold', asSource(bold));
  doc.registerFont('fallback', asSource(fallback));
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

/** How a text is set: DejaVu Sans regular or bold (with the fallback where it has no glyph). */
export type TextStyle = { font: 'regular' | 'bold'; size: number; color: string };
/** Where it goes: wrapped to `width` (the rest of the line when not given) unless `lineBreak` is false. */
export type TextBox = { width?: number; align?: 'left' | 'right'; lineGap?: number; lineBreak?: boolean };

type Face = TextStyle['font'] | 'fallback';
/** A word, a space or one fallback character (a line may break after any of these), and its width. */
type Piece = { text: string; face: Face; width: number; space: boolean };

/** The style's font; the fallback for a character only it has. */
function faceOf(font: TextStyle['font'], codePoint: number): Face {
  const loaded = loadedFonts();
  return !loaded[font].hasGlyphForCodePoint(codePoint) && loaded.fallback.hasGlyphForCodePoint(codePoint)
    ? 'fallback'
    : font;
}

/** Whether some character of `text` prints in the fallback; PDFKit sets the others on its own. */
function needsFallback(font: TextStyle['font'], text: string): boolean {
  if (/^[\x20-\x7e\n]*$/.test(text)) return false;
  for (const char of text) if (faceOf(font, char.codePointAt(0) ?? 0) === 'fallback') return true;
  return false;
}

/**
 * Text with characters in the fallback, as lines of pieces no wider than `width` (when given):
 * a line breaks at spaces and around fallback characters (Chinese and Japanese break between
 * any two), a word wider than the line between its characters. A space after a fallback
 * character stays in its font, so that '美咲 佐藤' is one run.
 */
function layOut(doc: Pdf, style: TextStyle, text: string, width: number | undefined): Piece[][] {
  const measured = (piece: Omit<Piece, 'width'>): Piece => ({
    ...piece,
    width: doc.font(piece.face).widthOfString(piece.text),
  });
  const lines: Piece[][] = [];
  for (const paragraph of text.split('\n')) {
    const pieces: Omit<Piece, 'width'>[] = [];
    for (const char of paragraph) {
      const codePoint = char.codePointAt(0) ?? 0;
      const last = pieces.at(-1);
      // A no-break space joins what is on either side of it, as in PDFKit.
      const space = /[^\S\u00a0\u202f]/.test(char);
      const face =
        space && last?.face === 'fallback' && loadedFonts().fallback.hasGlyphForCodePoint(codePoint)
          ? 'fallback'
          : faceOf(style.font, codePoint);
      const joins = last && last.space === space && last.face === face && (space || face !== 'fallback');
      if (joins) last.text += char;
      else pieces.push({ text: char, face, space });
    }
    const first = lines.length;
    let line: Piece[] = [];
    let lineWidth = 0;
    const place = (piece: Piece) => {
      if (piece.space && line.length === 0 && lines.length > first && width !== undefined) return;
      if (
        width !== undefined &&
        !piece.space &&
        lineWidth + piece.width > width &&
        line.some((other) => !other.space)
      ) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      if (width !== undefined && !piece.space && piece.width > width && [...piece.text].length > 1) {
        for (const char of piece.text) place(measured({ ...piece, text: char }));
        return;
      }
      line.push(piece);
      lineWidth += piece.width;
    };
    for (const piece of pieces) place(measured(piece));
    lines.push(line);
    // Spaces at the end of a line take no room, as in PDFKit's own wrapping.
    for (const wrapped of lines.slice(first))
      while (wrapped.at(-1)?.space && wrapped.length > 1) wrapped.pop();
  }
  doc.font(style.font);
  return lines;
}

/** A line's pieces as runs of one font each. */
function runsOf(line: readonly Piece[]): Piece[] {
  const runs: Piece[] = [];
  for (const piece of line) {
    const last = runs.at(-1);
    if (last?.face === piece.face) {
      last.text += piece.text;
      last.width += piece.width;
    } else runs.push({ ...piece });
  }
  return runs;
}

const boxWidth = (doc: Pdf, x: number, box: TextBox) =>
  box.lineBreak === false ? box.width : (box.width ?? doc.page.width - x - doc.page.margins.right);

/**
 * Draws `text` at (x, y), every text of the writer: as PDFKit draws it when DejaVu Sans has all
 * its characters, else line by line in runs of one font, on the style's baseline, wrapped,
 * aligned and continued on a new page as PDFKit would. Leaves `doc.y` below the text. A bold
 * run in the fallback (which has no bold) is drawn filled and stroked.
 */
export function write(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  box: TextBox = {},
): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  if (!needsFallback(style.font, text)) {
    doc.text(text, x, y, box);
    return;
  }
  const width = boxWidth(doc, x, box);
  const lineHeight = doc.currentLineHeight(true);
  const primary = loadedFonts()[style.font];
  const baseline = -(primary.ascent / primary.unitsPerEm) * style.size;
  let top = y;
  for (const line of layOut(doc, style, text, width)) {
    if (box.lineBreak !== false && top + lineHeight > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    const runs = runsOf(line);
    const lineWidth = runs.reduce((sum, run) => sum + run.width, 0);
    let left = x + (box.align === 'right' && width !== undefined ? width - lineWidth : 0);
    for (const run of runs) {
      const synthetic = run.face === 'fallback' && style.font === 'bold';
      doc.font(run.face);
      if (synthetic)
        doc
          .save()
          .lineWidth(style.size / 30)
          .strokeColor(style.color);
      doc.text(run.text, left, top, { lineBreak: false, baseline, fill: true, stroke: synthetic });
      if (synthetic) doc.restore();
      left += run.width;
    }
    top += lineHeight + (box.lineGap ?? 0);
  }
  doc.font(style.font);
  doc.x = x;
  doc.y = top;
}

/** The height `write` takes for `text` in a box `width` wide. */
export function measure(doc: Pdf, text: string, style: Omit<TextStyle, 'color'>, width: number): number {
  doc.font(style.font).fontSize(style.size);
  if (!needsFallback(style.font, text)) return doc.heightOfString(text, { width });
  return layOut(doc, { ...style, color: INK }, text, width).length * doc.currentLineHeight(true);
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
  const width = contentWidth();
  write(doc, brand, PAGE.margin, top, { font: 'bold', size: 18, color: ACCENT }, { width });
  write(doc, 'Property Management', PAGE.margin, top + 22, { font: 'regular', size: 8.5, color: MUTED });
  write(doc, title, PAGE.margin, top, { font: 'bold', size: 14, color: INK }, { width, align: 'right' });
  write(
    doc,
    subtitle,
    PAGE.margin,
    top + 19,
    { font: 'regular', size: 9.5, color: MUTED },
    { width, align: 'right' },
  );
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
  write(doc, text, PAGE.margin, doc.y, { font: 'bold', size: 11, color: ACCENT }, { width: contentWidth() });
  doc.moveDown(0.25);
  doc.fillColor(INK);
}

export function paragraph(doc: Pdf, text: string, options: { muted?: boolean } = {}): void {
  keepRoom(doc, 24);
  write(
    doc,
    text,
    PAGE.margin,
    doc.y,
    { font: 'regular', size: 9, color: options.muted ? MUTED : INK },
    { width: contentWidth(), lineGap: 1.5 },
  );
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
    const font = (options.strong?.includes(label) ?? false) ? 'bold' : 'regular';
    const height = Math.max(measure(doc, value, { font, size: 9.5 }, valueWidth), 12);
    keepRoom(doc, height + 4);
    const y = doc.y;
    write(
      doc,
      label,
      PAGE.margin,
      y,
      { font, size: 9.5, color: font === 'bold' ? INK : MUTED },
      { width: valueX - PAGE.margin - 8 },
    );
    write(
      doc,
      value,
      valueX,
      y,
      { font, size: 9.5, color: INK },
      { width: valueWidth, align: options.valueAlign ?? 'left' },
    );
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
  const rowHeight = (cells: readonly string[], font: TextStyle['font']) =>
    Math.max(
      ...cells.map((cell, i) =>
        measure(doc, cell, { font, size: fontSize }, (widths[i] ?? 0) - 2 * CELL_PAD),
      ),
    ) +
    2 * CELL_PAD;
  const drawRow = (cells: readonly string[], font: TextStyle['font'], fill?: string) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (fill) doc.rect(PAGE.margin, y, contentWidth(), height).fill(fill);
    cells.forEach((cell, i) =>
      write(
        doc,
        cell,
        (xs[i] ?? 0) + CELL_PAD,
        y + CELL_PAD,
        { font, size: fontSize, color: INK },
        { width: (widths[i] ?? 0) - 2 * CELL_PAD, align: columns[i]?.align ?? 'left' },
      ),
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
    const style = { font: 'regular', size: 7.5, color: MUTED } as const;
    write(doc, text, PAGE.margin, y, style, { width: contentWidth() - 80, lineBreak: false });
    write(doc, `Page ${i - range.start + 1} of ${range.count}`, PAGE.width - PAGE.margin - 80, y, style, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
