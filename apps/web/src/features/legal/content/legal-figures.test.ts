import { describe, expect, it } from 'vitest';
import { readDocumentText, readSectionText, type LegalDocument, type LegalSection } from './legal-document';
import { buildManagementTerms } from './management-terms';
import { buildPrivacyPolicy } from './privacy-policy';
import { buildTermsOfService } from './terms-of-service';

// A brand that is not the default, so a hard-coded 'Harborstay' in the texts would show up.
const BRAND = 'Seabright Stays';

const managementTerms = buildManagementTerms(BRAND);
const privacyPolicy = buildPrivacyPolicy(BRAND);
const termsOfService = buildTermsOfService(BRAND);
const documents = [managementTerms, privacyPolicy, termsOfService];

function textOf(document: LegalDocument, sectionId: string): string {
  const section = document.sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw new Error(`${document.title} has no section "${sectionId}"`);
  return readSectionText(section);
}

/** Every id a page renders for its sections and subsections: anchors must be unique to work. */
function collectIds(sections: readonly LegalSection[]): string[] {
  return sections.flatMap((section) => [section.id, ...(section.subsections ?? []).map((sub) => sub.id)]);
}

describe('management agreement terms (spec section 9)', () => {
  it('has exactly 24 sections, starting with the definitions', () => {
    expect(managementTerms.sections).toHaveLength(24);
    expect(managementTerms.sections[0]?.title).toBe('Definitions');
  });

  it('issues statements within 15 days after month end', () => {
    expect(textOf(managementTerms, 'statements')).toContain('within 15 days after the end of that month');
  });

  it('pays out within 15 days of the statement', () => {
    expect(textOf(managementTerms, 'payouts')).toContain('within 15 days of the date of that statement');
  });

  it('lets the owner terminate on 60 days’ written notice, for $250 per remaining month, partial months included', () => {
    const termination = textOf(managementTerms, 'termination');
    expect(termination).toContain(
      'Owner may end this Agreement for any reason by giving Manager at least 60 days’ written notice',
    );
    expect(termination).toContain('$250 for each month remaining in the Term');
    expect(termination).toContain('a partial month counted as a full month');
  });

  it('needs 30 days’ notice to change the stocking fee and charges none under 25% occupancy', () => {
    const stocking = textOf(managementTerms, 'stocking');
    expect(stocking).toContain('at least 30 days’ notice');
    expect(stocking).toContain(
      'No stocking fee is charged for a month in which the Property’s Occupancy is under 25%',
    );
  });

  it('deep cleans at most twice per calendar year', () => {
    expect(textOf(managementTerms, 'cleaning')).toContain('at most twice per calendar year');
  });

  it('needs the owner’s approval for repairs over $200', () => {
    expect(textOf(managementTerms, 'repairs')).toContain(
      'obtain Owner’s approval before making any single repair or purchase that costs more than $200',
    );
  });

  it('requires umbrella liability coverage of $1,000,000', () => {
    expect(textOf(managementTerms, 'insurance')).toContain(
      'umbrella liability coverage of not less than $1,000,000',
    );
  });

  it('needs 60 days’ notice before the property is put up for sale', () => {
    expect(textOf(managementTerms, 'sale')).toContain(
      'at least 60 days’ written notice before putting the Property up for sale',
    );
  });

  it('needs the manager’s consent to block 30 days or more', () => {
    expect(textOf(managementTerms, 'owner-use')).toMatch(
      /30 days or more.*needs Manager’s prior written consent/,
    );
  });

  it('gives 30 days of transfer assistance after termination', () => {
    expect(textOf(managementTerms, 'transfer-assistance')).toContain('For 30 days after termination');
  });

  it('has a 30-day dispute meeting period before arbitration', () => {
    const disputes = textOf(managementTerms, 'disputes');
    expect(disputes).toContain('Within 30 days after that notice');
    expect(disputes).toContain('30-day dispute meeting period');
  });

  it('bars an arbitration demand made later than two years', () => {
    expect(textOf(managementTerms, 'arbitration')).toContain(
      'A demand for arbitration must be made within two years',
    );
  });
});

describe('terms of service (spec section 9)', () => {
  it('runs for one month and renews automatically', () => {
    const term = textOf(termsOfService, 'term');
    expect(term).toContain('continue for a term of one month');
    expect(term).toContain('renew automatically');
  });

  it('takes 5 days’ notice before the end of the term to cancel', () => {
    expect(textOf(termsOfService, 'term')).toContain(
      'notice at least 5 days before the end of the current one-month term',
    );
  });
});

describe('privacy policy (spec sections 1 and 9)', () => {
  it('notifies a breach within 7 business days', () => {
    expect(textOf(privacyPolicy, 'security')).toContain('within 7 business days');
  });

  it('is not for anyone under the age of 13', () => {
    expect(textOf(privacyPolicy, 'children')).toContain('not for anyone under the age of 13');
  });

  it('says the help and chat widget providers receive the signed-in user’s name and e-mail address', () => {
    expect(textOf(privacyPolicy, 'how-we-share-information')).toContain(
      'When you are signed in, we send these providers your name and e-mail address',
    );
  });

  it('covers payout bank and tax data, payment processors and channel managers', () => {
    expect(textOf(privacyPolicy, 'information-we-collect')).toContain('bank account and routing numbers');
    expect(textOf(privacyPolicy, 'information-we-collect')).toContain('taxpayer identification number');
    const sharing = textOf(privacyPolicy, 'how-we-share-information');
    expect(sharing).toContain('Payment processors');
    expect(sharing).toContain('Channel managers');
  });
});

describe.each(documents.map((document) => [document.title, document] as const))('%s', (_title, document) => {
  it('takes effect on November 1, 2026', () => {
    expect(document.effectiveDate).toBe('2026-11-01');
  });

  it('uses the configured brand name, never a hard-coded one', () => {
    const text = readDocumentText(document);
    expect(text).toContain(BRAND);
    expect(text).not.toMatch(/harborstay/i);
  });

  it('gives every section and subsection a unique anchor id', () => {
    const ids = collectIds(document.sections);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  // Section numbers come from the order of the data, so a reordered section must not leave a stale reference.
  it('points every “Section N (Title)” reference at the section of that number and title', () => {
    const titles = document.sections.map((section) => section.title);
    const references = [...readDocumentText(document).matchAll(/Section (\d+) \(([^)]+)\)/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [reference, number, title] of references) {
      expect(titles[Number(number) - 1], reference).toBe(title);
    }
  });

  it('has no placeholder text', () => {
    expect(readDocumentText(document)).not.toMatch(/lorem|ipsum|TODO|TBD|\[.*?\]|\{\{/i);
  });
});
