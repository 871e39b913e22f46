import type { IsoDate } from '@harborstay/domain';

/**
 * A minimal one-page PDF writer: just enough of PDF 1.4 for a statement with a few lines
 * of text in the standard Helvetica fonts (no embedding), with a byte-exact xref table so
 * browsers' viewers open it without repair. A library would be overkill for demo files.
 */
export type PdfRow = string | readonly [label: string, value: string];
export type PdfSection = { heading?: string; rows: readonly PdfRow[] };
export type PdfDocument = {
  brand: string;
  title: string;
  subtitle?: string;
  sections: readonly PdfSection[];
  footer?: string;
  /** Goes into the document information as its creation date. */
  date: IsoDate;
};

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const VALUE_X = 230;
const BOTTOM = 64;
/** Characters per line of 10.5 pt Helvetica across the page, and of bold values in their column. */
const WRAP_AT = 92;
const VALUE_WRAP_AT = 50;

/** A PDF string literal: backslash and parentheses escaped, anything but printable ASCII replaced. */
function pdfString(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function wrap(text: string, width = WRAP_AT): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

function contentStream(doc: PdfDocument): string {
  const ops: string[] = [];
  const text = (font: 'F1' | 'F2', size: number, x: number, y: number, value: string) =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`);

  // Brand band across the top.
  ops.push('0.09 0.30 0.45 rg', `0 ${PAGE_HEIGHT - 64} ${PAGE_WIDTH} 64 re f`, '1 1 1 rg');
  text('F2', 20, MARGIN, PAGE_HEIGHT - 42, doc.brand);
  ops.push('0 0 0 rg');

  let y = PAGE_HEIGHT - 110;
  text('F2', 18, MARGIN, y, doc.title);
  if (doc.subtitle) {
    y -= 20;
    ops.push('0.35 0.35 0.35 rg');
    text('F1', 11, MARGIN, y, doc.subtitle);
    ops.push('0 0 0 rg');
  }
  y -= 14;

  for (const section of doc.sections) {
    if (section.heading && y > BOTTOM + 40) {
      y -= 26;
      text('F2', 12, MARGIN, y, section.heading);
      ops.push('0.75 0.75 0.75 RG 0.6 w', `${MARGIN} ${y - 5} m ${PAGE_WIDTH - MARGIN} ${y - 5} l S`);
      y -= 6;
    }
    for (const row of section.rows) {
      // A label/value row whose value is too long for its column continues under the value.
      const lines: (readonly [string, string])[] =
        typeof row === 'string'
          ? wrap(row).map((line) => [line, ''] as const)
          : wrap(row[1], VALUE_WRAP_AT).map((line, i) => [i === 0 ? row[0] : '', line] as const);
      for (const [left, value] of lines) {
        y -= 16;
        if (y < BOTTOM) break;
        if (left) text('F1', 10.5, MARGIN, y, left);
        if (value) text('F2', 10.5, VALUE_X, y, value);
      }
    }
  }
  if (doc.footer) {
    ops.push('0.45 0.45 0.45 rg');
    text('F1', 8, MARGIN, 36, doc.footer);
  }
  return `${ops.join('\n')}\n`;
}

export function renderPdf(doc: PdfDocument): Buffer {
  const stream = contentStream(doc);
  const stamp = `D:${doc.date.replace(/-/g, '')}090000Z`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    `<< /Title ${pdfString(doc.title)} /Producer (Harborstay demo seed) /CreationDate (${stamp}) >>`,
  ];
  // Everything is single-byte (latin1), so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
