import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  messages,
  ZNewPassword,
  ZOnboardingProperty,
  ZOwnerProfileForm,
  ZPathId,
} from '@harborstay/contracts';
import { properties, propertyOwners, users, type Db } from '@harborstay/db';
import { createPasswordHasher } from '../lib/passwords';
import { issueInvitation, type InvitationDeps } from '../access/invitation';
import type { FileStorage } from '../lib/file-storage';
import { listJobs, retryJob, ZJobsListArgs, ZJobsRetryArgs } from './jobs-commands';
import {
  integrationStatus,
  IntegrationError,
  linkProperty,
  registerWebhooks,
  syncBreezeway,
  syncGuesty,
  ZPropertyLinkArgs,
  ZSyncArgs,
  type ConnectorDeps,
} from './integration-commands';
import {
  createKeyCommand,
  listKeysCommand,
  revokeKeyCommand,
  ZProviderKeyCreateArgs,
  ZProviderKeyRevokeArgs,
} from './provider-key-commands';
import { BACKUP_USAGE, backupDatabase, BackupError, ZBackupArgs, type TBackupArgs } from './database-backup';
import { CsvImportError, ZCsvImportArgs, type TCsvImportArgs } from './csv-import';
import { importReservations, RESERVATIONS_IMPORT_USAGE } from './reservations-import';
import { importPrices, PRICES_IMPORT_USAGE } from './prices-import';
import {
  addProviderDocument,
  DocumentAddError,
  ZDocumentAddArgs,
  type TDocumentAddArgs,
} from './document-add';
import {
  generateStatements,
  STATEMENTS_GENERATE_USAGE,
  ZStatementsGenerateArgs,
  type TStatementsGenerateArgs,
} from './statements-generate';
import { StatementError } from '../statements/publish';

/**
 * The provider's admin commands. Each validates its arguments with zod and answers one
 * plain sentence saying what it did; a refusal throws an AdminError with the reason.
 */
export class AdminError extends Error {}

/** What a command may need besides the database: the configured file storage, the invitation e-mail's settings. */
export type AdminDeps = {
  storage: FileStorage;
  invitation: InvitationDeps;
  connectors: Omit<ConnectorDeps, 'storage'>;
};

const connectorDeps = (deps: AdminDeps | undefined): ConnectorDeps | undefined =>
  deps && { ...deps.connectors, storage: deps.storage };

/** The integration commands' refusals, said as the other commands' are. */
const plainly = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    throw error instanceof IntegrationError ? new AdminError(error.message) : error;
  });

const ZEmail = z.string().trim().toLowerCase().pipe(z.email(messages.invalidEmail));
/** The owner's own forms' rules: what an owner could not type, the provider cannot either. */
const ZName = ZOwnerProfileForm.shape.first_name;
const property = ZOnboardingProperty.shape;

async function findUser(db: Db, email: string) {
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw new AdminError(`No account has the e-mail ${email}.`);
  return user;
}

async function findProperty(db: Db, id: number) {
  const property = await db.query.properties.findFirst({ where: eq(properties.id, id) });
  if (!property) throw new AdminError(`No property has the id ${id}.`);
  return property;
}

/** The help's sections, in the order a provider meets them. */
export const COMMAND_GROUPS = [
  'Owners',
  'Properties',
  'Data in',
  'Integrations',
  'Jobs',
  'Database',
] as const;

export const adminCommands = {
  'owner:invite': {
    group: 'Owners',
    usage:
      'owner:invite --email <e-mail> --first-name <name> --last-name <name>   (an account with no password: the owner sets one through the e-mailed link, valid 7 days; again for a new link)',
    args: z.object({ email: ZEmail, 'first-name': ZName, 'last-name': ZName }),
    async run(db: Db, args: { email: string; 'first-name': string; 'last-name': string }, deps?: AdminDeps) {
      if (!deps) throw new AdminError('owner:invite needs the invitation settings.');
      const { user, expiresAt, isNew } = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(users).where(eq(users.email, args.email));
        if (existing?.passwordHash)
          throw new AdminError(
            `${args.email} (account ${existing.id}) has a password already: they can reset it from the sign-in page.`,
          );
        if (existing && !existing.isActive)
          throw new AdminError(`${args.email} (account ${existing.id}) is deactivated: nothing was sent.`);
        const [account] = existing
          ? [existing]
          : await tx
              .insert(users)
              .values({ email: args.email, firstName: args['first-name'], lastName: args['last-name'] })
              .returning();
        if (!account) throw new AdminError('The account was not saved.');
        return { user: account, isNew: !existing, ...(await issueInvitation(tx, deps.invitation, account)) };
      });
      const made = isNew
        ? `Created owner account ${user.id} for`
        : `Sent a new invitation to account ${user.id},`;
      return `${made} ${user.firstName} ${user.lastName} <${user.email}>: the invitation e-mail is queued, its link works once until ${expiresAt.toISOString()}${isNew ? '' : ' (the link sent before no longer works)'}.`;
    },
  },
  'owner:create': {
    group: 'Owners',
    usage:
      'owner:create --email <e-mail> --first-name <name> --last-name <name>   (the demo and tests only: password on standard input; real owners get owner:invite)',
    args: z.object({ email: ZEmail, 'first-name': ZName, 'last-name': ZName, password: ZNewPassword }),
    async run(db: Db, args: { email: string; 'first-name': string; 'last-name': string; password: string }) {
      const existing = await db.query.users.findFirst({ where: eq(users.email, args.email) });
      if (existing)
        throw new AdminError(`An account with the e-mail ${args.email} exists already (id ${existing.id}).`);
      const [user] = await db
        .insert(users)
        .values({
          email: args.email,
          firstName: args['first-name'],
          lastName: args['last-name'],
          passwordHash: await createPasswordHasher().hash(args.password),
        })
        .returning();
      return `Created owner account ${user?.id} for ${args['first-name']} ${args['last-name']} <${args.email}>. They can sign in now.`;
    },
  },
  'property:add': {
    group: 'Properties',
    usage:
      'property:add --owner <e-mail> --name <entity name> --street <street address> --city <city> --state <state> --postal-code <zip> [--time-zone <IANA zone>]',
    args: z.object({
      owner: ZEmail,
      name: property.entity_name,
      street: property.street_address,
      city: property.city,
      state: property.state,
      'postal-code': property.postal_code,
      'time-zone': z
        .string()
        .default('America/Denver')
        .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone), 'Unknown time zone'),
    }),
    async run(
      db: Db,
      args: {
        owner: string;
        name: string;
        street: string;
        city: string;
        state: string;
        'postal-code': string;
        'time-zone': string;
      },
    ) {
      const owner = await findUser(db, args.owner);
      const property = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(properties)
          .values({
            entityName: args.name,
            streetAddress: args.street,
            city: args.city,
            state: args.state,
            postalCode: args['postal-code'],
            timeZone: args['time-zone'],
          })
          .returning();
        if (!created) throw new AdminError('The property was not saved.');
        await tx.insert(propertyOwners).values({ propertyId: created.id, userId: owner.id });
        return created;
      });
      return `Added property ${property.id} "${property.entityName}" (in progress) owned by ${owner.email}.`;
    },
  },
  'property:add-owner': {
    group: 'Properties',
    usage: 'property:add-owner --property <id> --owner <e-mail>',
    args: z.object({ property: ZPathId, owner: ZEmail }),
    async run(db: Db, args: { property: number; owner: string }) {
      const property = await findProperty(db, args.property);
      const owner = await findUser(db, args.owner);
      const inserted = await db
        .insert(propertyOwners)
        .values({ propertyId: property.id, userId: owner.id })
        .onConflictDoNothing()
        .returning();
      return inserted.length
        ? `${owner.email} is now a co-owner of property ${property.id} "${property.entityName}".`
        : `${owner.email} already owns property ${property.id} "${property.entityName}": nothing changed.`;
    },
  },
  'property:go-live': {
    group: 'Properties',
    usage:
      'property:go-live <id>   (or --property <id>: the listing is ready, its owners leave onboarding step 3; brings an offboarded property back)',
    args: z.object({ property: ZPathId }),
    positional: 'property',
    async run(db: Db, args: { property: number }) {
      const property = await findProperty(db, args.property);
      const label = `property ${property.id} "${property.entityName}"`;
      if (property.status === 'completed' && property.harborstayServices && !property.offboardedAt) {
        return `${label} is live already: nothing changed.`;
      }
      await db
        .update(properties)
        .set({ status: 'completed', harborstayServices: true, offboardedAt: null })
        .where(eq(properties.id, property.id));
      const owners = await db
        .select({ email: users.email })
        .from(propertyOwners)
        .innerJoin(users, eq(users.id, propertyOwners.userId))
        .where(eq(propertyOwners.propertyId, property.id));
      const ownedBy = owners.length ? owners.map((o) => o.email).join(', ') : 'no owner yet';
      return `${label} is live: status completed, harborstay_services on. Its owners (${ownedBy}) now reach the dashboard.`;
    },
  },
  'document:add': {
    group: 'Data in',
    usage:
      'document:add --property <id> --type <"Monthly statements"|"Annual statements"|"Owner Agreement"|…> --name <name> --file <path to a PDF, PNG or JPEG> [--date YYYY-MM-DD] [--notes <text>]',
    args: ZDocumentAddArgs,
    async run(db: Db, args: TDocumentAddArgs, deps?: AdminDeps) {
      if (!deps) throw new AdminError('document:add needs the file storage.');
      const property = await findProperty(db, args.property);
      const row = await addProviderDocument(db, deps.storage, property, args).catch((error: unknown) => {
        throw error instanceof DocumentAddError ? new AdminError(error.message) : error;
      });
      return `Added ${row.type} "${row.name}" dated ${row.date} (${row.mimeType}, ${row.sizeBytes} bytes) as document ${row.id} of property ${property.id} "${property.entityName}".`;
    },
  },
  'statements:generate': {
    group: 'Data in',
    usage: STATEMENTS_GENERATE_USAGE,
    args: ZStatementsGenerateArgs,
    async run(db: Db, args: TStatementsGenerateArgs, deps?: AdminDeps) {
      if (!deps) throw new AdminError('statements:generate needs the file storage.');
      return generateStatements(db, args, {
        storage: deps.storage,
        brandName: deps.invitation.brandName,
      }).catch((error: unknown) => {
        throw error instanceof StatementError ? new AdminError(error.message) : error;
      });
    },
  },
  'owners:list': {
    group: 'Owners',
    usage: 'owners:list',
    args: z.object({}),
    async run(db: Db) {
      const rows = await db.select().from(users).orderBy(asc(users.id));
      if (rows.length === 0) return 'No accounts yet.';
      return rows
        .map((u) => {
          const state = !u.isActive
            ? '\t(inactive)'
            : u.passwordHash
              ? ''
              : '\t(no password yet: invited or to invite)';
          return `${u.id}\t${u.email}\t${u.firstName} ${u.lastName}${state}`;
        })
        .join('\n');
    },
  },
  'properties:list': {
    group: 'Properties',
    usage: 'properties:list [--owner <e-mail>]',
    args: z.object({ owner: ZEmail.optional() }),
    async run(db: Db, args: { owner?: string }) {
      let ids: number[] | undefined;
      if (args.owner) {
        const owner = await findUser(db, args.owner);
        const owned = await db.select().from(propertyOwners).where(eq(propertyOwners.userId, owner.id));
        ids = owned.map((row) => row.propertyId);
        if (ids.length === 0) return `${owner.email} owns no property.`;
      }
      const rows = await db
        .select()
        .from(properties)
        .where(ids ? inArray(properties.id, ids) : undefined)
        .orderBy(asc(properties.id));
      if (rows.length === 0) return 'No properties yet.';
      const owners = await db
        .select({ propertyId: propertyOwners.propertyId, email: users.email })
        .from(propertyOwners)
        .innerJoin(users, eq(users.id, propertyOwners.userId));
      return rows
        .map((p) => {
          const emails = owners.filter((o) => o.propertyId === p.id).map((o) => o.email);
          const state = `${p.status}, ${p.harborstayServices ? 'active' : 'inactive'}${p.offboardedAt ? ', offboarded' : ''}`;
          return `${p.id}\t${p.entityName}\t${p.streetAddress}, ${p.city}\t(${state})\t${emails.join(', ')}`;
        })
        .join('\n');
    },
  },
  backup: {
    group: 'Database',
    usage: BACKUP_USAGE,
    args: ZBackupArgs,
    async run(db: Db, args: TBackupArgs) {
      return backupDatabase(db, args).catch((error: unknown) => {
        throw error instanceof BackupError ? new AdminError(error.message) : error;
      });
    },
  },
  'provider-key:create': {
    group: 'Integrations',
    usage: 'provider-key:create --name <label>   (prints the key once, as the last line)',
    args: ZProviderKeyCreateArgs,
    run: (db: Db, args: z.output<typeof ZProviderKeyCreateArgs>) => createKeyCommand(db, args),
  },
  'provider-key:list': {
    group: 'Integrations',
    usage: 'provider-key:list',
    args: z.object({}),
    run: (db: Db) => listKeysCommand(db),
  },
  'provider-key:revoke': {
    group: 'Integrations',
    usage: 'provider-key:revoke <id>',
    args: ZProviderKeyRevokeArgs,
    positional: 'id',
    async run(db: Db, args: z.output<typeof ZProviderKeyRevokeArgs>) {
      const done = await revokeKeyCommand(db, args);
      if (!done) throw new AdminError(`No live provider key has the id ${args.id}.`);
      return done;
    },
  },
  'property:link': {
    group: 'Integrations',
    usage:
      'property:link --property <id> [--guesty-listing <listingId>] [--breezeway-property <reference_property_id>]',
    args: ZPropertyLinkArgs,
    run: (db: Db, args: z.output<typeof ZPropertyLinkArgs>) => plainly(linkProperty(db, args)),
  },
  'sync:guesty': {
    group: 'Integrations',
    usage:
      'sync:guesty [--property <id>]   (imports Guesty’s owners and listings, then pulls the reservations and calendar of the linked properties; prints what changed)',
    args: ZSyncArgs,
    run: (db: Db, args: z.output<typeof ZSyncArgs>, deps?: AdminDeps) =>
      plainly(syncGuesty(db, args, connectorDeps(deps), deps?.invitation)),
  },
  'sync:breezeway': {
    group: 'Integrations',
    usage:
      'sync:breezeway [--property <id>]   (pulls the completed tasks and reports of the linked properties; prints what changed)',
    args: ZSyncArgs,
    run: (db: Db, args: z.output<typeof ZSyncArgs>, deps?: AdminDeps) =>
      plainly(syncBreezeway(db, args, connectorDeps(deps))),
  },
  'integrations:register-webhooks': {
    group: 'Integrations',
    usage:
      "integrations:register-webhooks   (subscribes the portal's webhook addresses with each configured connector)",
    args: z.object({}),
    run: (db: Db, _args: unknown, deps?: AdminDeps) => plainly(registerWebhooks(db, connectorDeps(deps))),
  },
  'integrations:status': {
    group: 'Integrations',
    usage:
      'integrations:status   (per connector: the token, webhook jobs waiting or failed, each property’s last sync and webhook)',
    args: z.object({}),
    run: (db: Db, _args: unknown, deps?: AdminDeps) => plainly(integrationStatus(db, connectorDeps(deps))),
  },
  'reservations:import': {
    group: 'Data in',
    usage: RESERVATIONS_IMPORT_USAGE,
    args: ZCsvImportArgs,
    async run(db: Db, args: TCsvImportArgs) {
      return importReservations(db, args).catch((error: unknown) => {
        throw error instanceof CsvImportError ? new AdminError(error.message) : error;
      });
    },
  },
  'prices:import': {
    group: 'Data in',
    usage: PRICES_IMPORT_USAGE,
    args: ZCsvImportArgs,
    async run(db: Db, args: TCsvImportArgs) {
      return importPrices(db, args).catch((error: unknown) => {
        throw error instanceof CsvImportError ? new AdminError(error.message) : error;
      });
    },
  },
  'jobs:list': {
    group: 'Jobs',
    usage: 'jobs:list [--pending|--failed]   (both when neither is given)',
    args: ZJobsListArgs,
    flags: ['pending', 'failed'],
    run: (db: Db, args: z.output<typeof ZJobsListArgs>) => listJobs(db, args),
  },
  'jobs:retry': {
    group: 'Jobs',
    usage: 'jobs:retry <id>',
    args: ZJobsRetryArgs,
    positional: 'id',
    async run(db: Db, args: z.output<typeof ZJobsRetryArgs>) {
      const done = await retryJob(db, args);
      if (!done) throw new AdminError(`No failed job has the id ${args.id}.`);
      return done;
    },
  },
} as const;

export type AdminCommandName = keyof typeof adminCommands;

/** What the CLI needs of any command: its options' names and usage, and one it takes bare. */
export type AdminCommand = {
  group: (typeof COMMAND_GROUPS)[number];
  usage: string;
  args: z.ZodObject;
  positional?: string;
  /** Options that take no value (`--failed`). */
  flags?: readonly string[];
};

export function isAdminCommand(name: string): name is AdminCommandName {
  return Object.hasOwn(adminCommands, name);
}

/** Validates the arguments and runs one command; answers what it did. */
export async function runAdminCommand(
  db: Db,
  name: AdminCommandName,
  rawArgs: Record<string, unknown>,
  deps?: AdminDeps,
): Promise<string> {
  const command = adminCommands[name];
  const parsed = command.args.safeParse(rawArgs);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new AdminError(`${problems.join('\n')}\nUsage: npm run admin -- ${command.usage}`);
  }
  // Each command's run takes the output of its own schema; TypeScript cannot follow the pairing.
  return (command.run as (db: Db, args: unknown, deps?: AdminDeps) => Promise<string>)(db, parsed.data, deps);
}
