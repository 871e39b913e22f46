import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { TDocumentType } from '@harborstay/contracts';
import { documents, type DbOrTx } from '@harborstay/db';
import { addDays, formatMoney, longDate, startOfMonth, todayIn, type IsoDate } from '@harborstay/domain';
import type { FileStorage } from '../lib/file-storage';
import { storeDocumentFile } from '../modules/provider/documents';
import { renderAnnualStatement, annualStatementName } from './annual-pdf';
import { annualContent, monthlyContent, PAYOUT_DAYS } from './content';
import { monthlyStatementName, renderMonthlyStatement } from './monthly-pdf';
import {
  findStatement,
  findStatementProperty,
  lockPropertyStatements,
  saveStatement,
  type Amounts,
  type StatementKind,
  type StatementProperty,
} from './repository';

export type StatementDeps = {
  db: DbOrTx;
  storage: FileStorage;
  brandName: string;
  /** Tell the owners (the statement-published e-mail); the demo seed, a bulk import, tells nobody. */
  notify: boolean;
};

export class StatementError extends Error {}

export type Published = {
  /** `published` the first time, `replaced` when an earlier one of the period was, `exists` when left alone. */
  outcome: 'published' | 'replaced' | 'exists';
  propertyId: number;
  periodStart: IsoDate;
  documentId: number | null;
  payoutCents: number;
  /** When the payout is due: fixed at the first publication. */
  dueOn: IsoDate;
};

type Built = {
  bytes: Buffer;
  type: TDocumentType;
  name: string;
  date: IsoDate;
  notes: string;
  figures: {
    revenueCents: number;
    managementFeeCents: number;
    netIncomeCents: number;
    stockingFeeCents: number;
    adjustmentsCents: number;
    payoutCents: number;
  };
  stated: ReadonlyMap<number, Amounts>;
};

type StatementDates = {
  /** The day it is issued (again). */
  issuedOn: IsoDate;
  /** Its payout's due date: its first publication + PAYOUT_DAYS, whenever it is written. */
  dueOn: IsoDate;
  /** The day the statement it replaces was issued; null the first time. */
  replacesIssuedOn: IsoDate | null;
};

type Period = {
  propertyId: number;
  kind: StatementKind;
  periodStart: IsoDate;
  /** The day the statement is dated as issued; today in the property's time zone when absent. */
  issuedOn?: IsoDate;
  /** Replace a statement written before (the admin's command); otherwise it stands (the job). */
  replace: boolean;
};

/**
 * Writes a property's statement of a period and publishes it as a document, through the same
 * path as the provider's documents (`storeDocumentFile`), all in one transaction: the statement's
 * row, what it stated, and the document row with its file. The property's statements are locked
 * first, so two servers (or runs) generating the same period one after the other find the first
 * one's row: the job's run leaves it (one document), the admin's writes it again in place (its
 * id and payout date stay; the old document and file go, the new PDF says which it replaces).
 * Documents the provider uploaded are never touched: only the document a statement row points to
 * is replaced.
 */
async function publishStatement(
  deps: StatementDeps,
  period: Period,
  build: (tx: DbOrTx, property: StatementProperty, dates: StatementDates) => Promise<Built>,
): Promise<Published> {
  const written: string[] = [];
  const replacedFiles: string[] = [];
  try {
    const published = await deps.db.transaction(async (tx) => {
      await lockPropertyStatements(tx, period.propertyId);
      const existing = await findStatement(tx, period.propertyId, period.kind, period.periodStart);
      if (existing && !period.replace)
        return {
          outcome: 'exists' as const,
          propertyId: period.propertyId,
          periodStart: period.periodStart,
          documentId: existing.documentId,
          payoutCents: existing.payoutCents,
          dueOn: existing.dueOn,
        };
      const property = await findStatementProperty(tx, period.propertyId);
      if (!property) throw new StatementError(`No property has the id ${period.propertyId}.`);
      const issuedOn = period.issuedOn ?? todayIn(property.timeZone);
      // Written again, it keeps the payout date its owners were told at its first publication.
      const dueOn = existing?.dueOn ?? addDays(issuedOn, PAYOUT_DAYS);
      const built = await build(tx, property, {
        issuedOn,
        dueOn,
        replacesIssuedOn: existing?.issuedOn ?? null,
      });
      if (existing?.documentId) {
        const [old] = await tx.delete(documents).where(eq(documents.id, existing.documentId)).returning();
        if (old) replacedFiles.push(old.filePath);
      }
      // Published through the provider's document path, whose row hook tells the owners.
      const document = await storeDocumentFile(
        { db: tx, storage: deps.storage, notify: deps.notify },
        {
          propertyId: property.id,
          name: built.name,
          type: built.type,
          date: built.date,
          notes: built.notes,
          file: Readable.from([built.bytes]),
        },
      );
      written.push(document.filePath);
      await saveStatement(
        tx,
        {
          propertyId: property.id,
          kind: period.kind,
          periodStart: period.periodStart,
          documentId: document.id,
          issuedOn,
          dueOn,
          ...built.figures,
        },
        built.stated,
      );
      return {
        outcome: existing ? ('replaced' as const) : ('published' as const),
        propertyId: property.id,
        periodStart: period.periodStart,
        documentId: document.id,
        payoutCents: built.figures.payoutCents,
        dueOn,
      };
    });
    // The replaced document's file goes once its row is gone for good.
    await Promise.allSettled(replacedFiles.map((key) => deps.storage.remove(key)));
    return published;
  } catch (error) {
    await Promise.allSettled(written.map((key) => deps.storage.remove(key)));
    throw error;
  }
}

/** The monthly statement of `month` (any day of it), dated the month's last day. */
export function publishMonthlyStatement(
  deps: StatementDeps,
  input: { propertyId: number; month: IsoDate; issuedOn?: IsoDate; replace: boolean },
): Promise<Published> {
  const month = startOfMonth(input.month);
  return publishStatement(
    deps,
    { ...input, kind: 'monthly', periodStart: month },
    async (tx, property, { issuedOn, dueOn, replacesIssuedOn }) => {
      const content = await monthlyContent(tx, property, month, issuedOn, dueOn);
      const payout = `Owner payout ${formatMoney(content.payoutCents)}, due ${longDate(content.payoutDueOn)}`;
      return {
        bytes: await renderMonthlyStatement(content, { brand: deps.brandName, replacesIssuedOn }),
        type: 'Monthly statements',
        name: monthlyStatementName(month),
        date: content.lastDay,
        notes: replacesIssuedOn
          ? `${payout}. Replaces the statement of ${longDate(replacesIssuedOn)}.`
          : payout,
        figures: {
          revenueCents: content.totals.revenueCents,
          managementFeeCents: content.totals.managementFeeCents,
          netIncomeCents: content.totals.netIncomeCents,
          stockingFeeCents: content.stockingFeeCents,
          adjustmentsCents: content.adjustmentsCents,
          payoutCents: content.payoutCents,
        },
        stated: content.stated,
      };
    },
  );
}

/** The annual statement of `year`, dated December 31. */
export function publishAnnualStatement(
  deps: StatementDeps,
  input: { propertyId: number; year: number; issuedOn?: IsoDate; replace: boolean },
): Promise<Published> {
  return publishStatement(
    deps,
    { ...input, kind: 'annual', periodStart: `${input.year}-01-01` },
    async (tx, property, { issuedOn, replacesIssuedOn }) => {
      const content = await annualContent(tx, property, input.year, issuedOn);
      const afterFees = content.totals.netIncomeCents - content.stockingFeeCents;
      return {
        bytes: await renderAnnualStatement(content, { brand: deps.brandName, replacesIssuedOn }),
        type: 'Annual statements',
        name: annualStatementName(input.year),
        date: `${input.year}-12-31`,
        notes: `Gross rents ${formatMoney(content.totals.revenueCents)} (Form 1099-MISC from $600)`,
        figures: {
          revenueCents: content.totals.revenueCents,
          managementFeeCents: content.totals.managementFeeCents,
          netIncomeCents: content.totals.netIncomeCents,
          stockingFeeCents: content.stockingFeeCents,
          adjustmentsCents: 0,
          payoutCents: afterFees,
        },
        stated: new Map(),
      };
    },
  );
}
