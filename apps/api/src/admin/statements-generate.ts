import { z } from 'zod';
import { ZPathId } from '@harborstay/contracts';
import { formatMoney, longDate } from '@harborstay/domain';
import type { Db } from '@harborstay/db';
import type { FileStorage } from '../lib/file-storage';
import { publishMonthlyStatement } from '../statements/publish';
import { propertiesManagedIn } from '../statements/repository';

export const STATEMENTS_GENERATE_USAGE =
  'statements:generate --month YYYY-MM [--property <id>]   (writes the month’s statement of each managed property, or one, and publishes it as its "Statement YYYY-MM"; run again, it replaces that document and keeps the payout date)';

export const ZStatementsGenerateArgs = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM'),
  property: ZPathId.optional(),
});
export type TStatementsGenerateArgs = z.output<typeof ZStatementsGenerateArgs>;

/** One line per property: what was written, and the payout it states with its due date. */
export async function generateStatements(
  db: Db,
  args: TStatementsGenerateArgs,
  deps: { storage: FileStorage; brandName: string },
): Promise<string> {
  const month = `${args.month}-01`;
  const ids = args.property ? [args.property] : await propertiesManagedIn(db, month);
  if (ids.length === 0) return `No property was managed in ${args.month}: no statement written.`;
  const lines: string[] = [];
  for (const propertyId of ids) {
    const published = await publishMonthlyStatement(
      { db, ...deps, notify: true },
      { propertyId, month, replace: true },
    );
    const verb = published.outcome === 'replaced' ? 'replaced its earlier statement' : 'published';
    lines.push(
      `Statement ${args.month} of property ${propertyId}: ${verb} as document ${published.documentId} (owner payout ${formatMoney(published.payoutCents)}, due ${longDate(published.dueOn)}).`,
    );
  }
  return lines.join('\n');
}
