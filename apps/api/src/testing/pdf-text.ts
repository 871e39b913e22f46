import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text as a reader sees it, read back with pdf.js (the library the portal's preview
 * draws with): each page's lines top to bottom, each line the text runs on it left to right.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[][][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[][][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const lines = new Map<number, { x: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        // Runs of one line share a baseline; a point of slack joins those whose fonts differ.
        const key = [...lines.keys()].find((other) => Math.abs(other - y) < 1.5) ?? y;
        const line = lines.get(key) ?? [];
        line.push({ x, text: item.str });
        lines.set(key, line);
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, runs]) => runs.sort((a, b) => a.x - b.x).map((run) => run.text)),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** The first line, on any page, whose first run satisfies `first`. */
export function findLine(pages: string[][][], first: (text: string) => boolean): string[] | undefined {
  for (const lines of pages)
    for (const line of lines) if (line[0] !== undefined && first(line[0])) return line;
  return undefined;
}

/** '-$1,234.56' → -123456; NaN for anything else. */
export function centsOf(money: string | undefined): number {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(money ?? '');
  if (!match) return NaN;
  return (match[1] ? -1 : 1) * Number(`${(match[2] ?? '').replace(/,/g, '')}${match[3] ?? ''}`);
}
