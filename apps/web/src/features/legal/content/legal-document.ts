/**
 * The shape of the legal documents. The texts are plain data (no React) so that a node test can check
 * every figure the spec requires (section 9) without rendering a page.
 */

/** A paragraph, or a bulleted list where the items read better apart than in one sentence. */
export type LegalBlock = string | { readonly items: readonly string[] };

/** A titled part of a section, rendered under an h3. */
export type LegalSubsection = {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
};

/** A numbered section, rendered as "N. Title" under an h2; N comes from its position in the document. */
export type LegalSection = {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
  readonly subsections?: readonly LegalSubsection[];
};

export type LegalDocument = {
  readonly title: string;
  /** ISO date (YYYY-MM-DD), read as a calendar date rather than an instant. */
  readonly effectiveDate: string;
  /** Text before section 1: who the parties are and what the document covers. */
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
};

/** All three documents take effect together, so a revision moves them in step. */
export const LEGAL_EFFECTIVE_DATE = '2026-11-01';

function readBlocksText(blocks: readonly LegalBlock[]): string {
  return blocks.map((block) => (typeof block === 'string' ? block : block.items.join('\n'))).join('\n');
}

/** The plain text under a section's heading, its subsections included. */
export function readSectionText(section: LegalSection): string {
  const subsections = (section.subsections ?? []).map((sub) => `${sub.title}\n${readBlocksText(sub.blocks)}`);
  return [readBlocksText(section.blocks), ...subsections].join('\n');
}

/** The plain text of a whole document, intro included. */
export function readDocumentText(document: LegalDocument): string {
  return [readBlocksText(document.intro), ...document.sections.map(readSectionText)].join('\n');
}
