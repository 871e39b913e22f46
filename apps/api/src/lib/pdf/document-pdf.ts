import type { IsoDate } from '@harborstay/domain';
import { footers, heading, labelRows, letterhead, newPdf, paragraph, pdfBytes } from './pdf-document';

/** A row is a label and its value, or a line of text ('' for an empty line). */
export type PdfRow = string | readonly [label: string, value: string];
export type PdfSection = { heading?: string; rows: readonly PdfRow[] };

/** A document of label/value sections under the letterhead: a permit, a policy, an agreement. */
export type PdfDocument = {
  brand: string;
  title: string;
  subtitle?: string;
  sections: readonly PdfSection[];
  footer?: string;
  /** The document's date: its creation date in the file. */
  date: IsoDate;
};

export async function renderDocumentPdf(document: PdfDocument): Promise<Buffer> {
  const doc = newPdf({ title: document.title, author: document.brand, date: document.date });
  letterhead(doc, document.brand, document.title, document.subtitle ?? '');
  for (const section of document.sections) {
    if (section.heading) heading(doc, section.heading);
    for (const row of section.rows) {
      if (typeof row === 'string') {
        if (row) paragraph(doc, row);
        else doc.moveDown(0.5);
      } else labelRows(doc, [row]);
    }
  }
  footers(doc, document.footer ?? document.brand);
  return pdfBytes(doc);
}
