import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ZPathId } from '@harborstay/contracts';
import { connectorSyncs, connectorTokens, jobs, properties, type Db } from '@harborstay/db';
import type { FileStorage } from '../lib/file-storage';
import { careReportFetcher } from '../lib/report-fetch';
import { createBreezewayClient, type BreezewaySettings } from '../integrations/breezeway/client';
import { syncLinkedProperties } from '../integrations/breezeway/sync';
import { createGuestyClient, type GuestySettings } from '../integrations/guesty/client';
import { importListingsAndOwners } from '../integrations/guesty/listings';
import { syncLinkedProperties as syncGuestyProperties } from '../integrations/guesty/sync';
import type { InvitationDeps } from '../access/invitation';

/** What the integration commands need: the connectors' settings and where reports go. */
export type ConnectorDeps = {
  breezeway: BreezewaySettings | undefined;
  guesty: GuestySettings | undefined;
  /** Where a long command says how far it is (the CLI: stderr); nowhere when absent. */
  progress?: (line: string) => void;
  reportFetchAllowOrigins: readonly string[];
  publicUrl: string;
  storage: FileStorage;
};

export class IntegrationError extends Error {}

const ZConnectorId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{1,40}$/, 'Use 1 to 40 of A-Z a-z 0-9 . _ : -');

export const ZPropertyLinkArgs = z
  .object({
    property: ZPathId,
    'guesty-listing': ZConnectorId.optional(),
    'breezeway-property': ZConnectorId.optional(),
  })
  .refine((args) => args['guesty-listing'] || args['breezeway-property'], {
    message: 'Give --guesty-listing <listingId> or --breezeway-property <reference_property_id>',
  });

/** `property:link`: the ids the channel manager and the care system know the property by. */
export async function linkProperty(db: Db, args: z.output<typeof ZPropertyLinkArgs>): Promise<string> {
  const set = {
    ...(args['guesty-listing'] ? { guestyListingId: args['guesty-listing'] } : {}),
    ...(args['breezeway-property'] ? { breezewayPropertyId: args['breezeway-property'] } : {}),
  };
  const [row] = await db.update(properties).set(set).where(eq(properties.id, args.property)).returning();
  if (!row) throw new IntegrationError(`No property has the id ${args.property}.`);
  const links = [
    row.guestyListingId ? `Guesty listing ${row.guestyListingId}` : undefined,
    row.breezewayPropertyId ? `Breezeway property ${row.breezewayPropertyId}` : undefined,
  ].filter(Boolean);
  return `Property ${row.id} "${row.entityName}" is linked to ${links.join(' and ')}.`;
}

function breezewayOf(deps: ConnectorDeps | undefined) {
  if (!deps?.breezeway)
    throw new IntegrationError(
      'Breezeway is not configured: set BREEZEWAY_CLIENT_ID and BREEZEWAY_CLIENT_SECRET.',
    );
  return { ...deps, breezeway: deps.breezeway };
}

export const ZSyncArgs = z.object({ property: ZPathId.optional() });

/**
 * `sync:breezeway`: pulls every completed task of the linked properties (or of one), storing what
 * is new or changed, and prints what it changed per property. A lost webhook is mended here.
 */
export async function syncBreezeway(db: Db, args: z.output<typeof ZSyncArgs>, deps?: ConnectorDeps) {
  const connector = breezewayOf(deps);
  return syncLinkedProperties(
    {
      db,
      client: createBreezewayClient(connector.breezeway, { db }),
      storage: connector.storage,
      fetchReport: careReportFetcher(connector.reportFetchAllowOrigins),
    },
    args.property,
  );
}

/** A command may wait out Guesty's hourly budget: a first pull of 500 listings takes about an hour. */
const GUESTY_COMMAND_MAX_WAIT_MS = 3_600_000;

/**
 * `sync:guesty`: with no property, imports Guesty's owners and listings first (new owners are
 * invited, each listing linked to its property); then pulls the reservations and calendar of each
 * linked property (or of the one asked for), notifying nobody, and prints what it changed.
 */
export async function syncGuesty(
  db: Db,
  args: z.output<typeof ZSyncArgs>,
  deps: ConnectorDeps | undefined,
  invitation: InvitationDeps | undefined,
) {
  if (!deps?.guesty || !invitation)
    throw new IntegrationError('Guesty is not configured: set GUESTY_CLIENT_ID and GUESTY_CLIENT_SECRET.');
  const progress = deps.progress ?? (() => undefined);
  const client = createGuestyClient(deps.guesty, { db, maxWaitMs: GUESTY_COMMAND_MAX_WAIT_MS });
  const wakeJobs = () => undefined;
  const imported =
    args.property === undefined
      ? [await importListingsAndOwners({ db, client, invitation, wakeJobs, progress })]
      : [];
  const pulled = await syncGuestyProperties(
    { db, client, progress, wakeJobs, notify: false, ...invitation },
    args.property,
  );
  return [...imported, pulled].join('\n');
}

/** The events the portal reads: each names what changed, which is read again (decision 0053). */
const GUESTY_EVENTS = ['reservation.created.v2', 'reservation.updated.v2', 'calendar.updated.v2'];
const ZGuestySecret = z.looseObject({ key: z.string().startsWith('whsec_') });

/** The portal's Breezeway webhook address; its token is the secret. */
export const breezewayWebhookUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/integrations/breezeway/webhooks/${token}/`;

/** `integrations:register-webhooks`: subscribes the portal's addresses with each configured connector. */
export async function registerWebhooks(db: Db, deps?: ConnectorDeps): Promise<string> {
  const lines: string[] = [];
  if (deps?.breezeway) {
    if (!deps.breezeway.webhookToken)
      lines.push(
        'Breezeway: not registered, set BREEZEWAY_WEBHOOK_TOKEN (32 or more random characters) first.',
      );
    else {
      const url = breezewayWebhookUrl(deps.publicUrl, deps.breezeway.webhookToken);
      const answer = (await createBreezewayClient(deps.breezeway, { db }).post(
        '/public/webhook/v1/subscribe',
        {
          webhook_type: 'task',
          url,
        },
      )) as { id?: unknown; message?: unknown } | null;
      lines.push(
        `Breezeway: task webhooks subscribed (subscription ${String(answer?.id ?? '?')}, "${String(answer?.message ?? '')}") to ${url.replace(deps.breezeway.webhookToken, '<BREEZEWAY_WEBHOOK_TOKEN>')}.`,
      );
    }
  }
  if (deps?.guesty) {
    const url = `${deps.publicUrl}/api/integrations/guesty/webhooks/`;
    const client = createGuestyClient(deps.guesty, { db });
    const answer = (await client.post('/webhooks', { url, events: GUESTY_EVENTS })) as {
      _id?: unknown;
    } | null;
    const secret = ZGuestySecret.safeParse(await client.get('/webhooks-v2/secret', { url }));
    const secretState = !secret.success
      ? 'Guesty did not answer its signing key: read it in Guesty and set GUESTY_WEBHOOK_SECRET'
      : secret.data.key === deps.guesty.webhookSecret
        ? 'its signing key is GUESTY_WEBHOOK_SECRET'
        : `set GUESTY_WEBHOOK_SECRET=${secret.data.key} and restart, or every delivery is refused (401)`;
    lines.push(
      `Guesty: ${GUESTY_EVENTS.join(', ')} subscribed (webhook ${String(answer?._id ?? '?')}) to ${url}; ${secretState}.`,
    );
  }
  if (lines.length === 0) return 'No connector is configured: nothing was registered.';
  return lines.join('\n');
}

/** `integrations:status`: per connector, its token, jobs waiting or failed, and each property's last sync and webhook. */
export async function integrationStatus(db: Db, deps?: ConnectorDeps): Promise<string> {
  const lines: string[] = [];
  const connectors = [
    {
      name: 'guesty',
      label: 'Guesty',
      isOn: Boolean(deps?.guesty),
      kinds: ['guesty-reservation', 'guesty-calendar', 'guesty-push'],
    },
    { name: 'breezeway', label: 'Breezeway', isOn: Boolean(deps?.breezeway), kinds: ['breezeway-task'] },
  ];
  for (const connector of connectors) {
    if (!connector.isOn) {
      lines.push(`${connector.label}: not configured.`);
      continue;
    }
    const [token] = await db
      .select()
      .from(connectorTokens)
      .where(eq(connectorTokens.connector, connector.name));
    const tokenState = token?.expiresAt
      ? token.expiresAt > new Date()
        ? `token valid until ${token.expiresAt.toISOString()}`
        : `token expired at ${token.expiresAt.toISOString()}`
      : 'no token yet';
    const waiting = await db
      .select({ status: jobs.status, jobs: count() })
      .from(jobs)
      .where(and(inArray(jobs.kind, connector.kinds), inArray(jobs.status, ['pending', 'failed'])))
      .groupBy(jobs.status);
    const countOf = (status: string) => waiting.find((row) => row.status === status)?.jobs ?? 0;
    lines.push(
      `${connector.label}: ${tokenState}; ${countOf('pending')} webhook jobs waiting, ${countOf('failed')} failed (jobs:list --failed).`,
    );
    const syncs = await db
      .select({
        id: properties.id,
        name: properties.entityName,
        lastSyncAt: connectorSyncs.lastSyncAt,
        summary: connectorSyncs.lastSyncSummary,
        lastWebhookAt: connectorSyncs.lastWebhookAt,
      })
      .from(connectorSyncs)
      .innerJoin(properties, eq(properties.id, connectorSyncs.propertyId))
      .where(eq(connectorSyncs.connector, connector.name))
      .orderBy(properties.id);
    for (const row of syncs)
      lines.push(
        `  property ${row.id} "${row.name}": last sync ${row.lastSyncAt?.toISOString() ?? 'never'}${row.summary ? ` (${row.summary})` : ''}; last webhook ${row.lastWebhookAt?.toISOString() ?? 'never'}`,
      );
  }
  return lines.join('\n');
}
