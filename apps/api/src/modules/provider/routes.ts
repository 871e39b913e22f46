import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { asc } from 'drizzle-orm';
import { providerEndpoints } from '@harborstay/contracts';
import { careReportFetcher } from '../../lib/report-fetch';
import { putCareTask } from './care-tasks';
import { addDocument } from './documents';
import { offboardListing, putListing } from './listings';
import { deactivateOwner, inviteOwner, putOwner, type OwnerDeps } from './owners';
import { properties } from '@harborstay/db';
import { route } from '../../lib/route';
import { cancelGuestBooking, putCalendarDays, putGuestBooking, type IngestionDeps } from './ingestion';

export type ProviderRoutesOptions = {
  brandName: string;
  /** Where the portal is reached: invitation links point there. */
  publicUrl: string;
  operationsEmail: string | undefined;
  /** Exact origins a report address may use over http and on any address (tests, a company's own server). */
  reportFetchAllowOrigins: readonly string[];
  /** The largest document upload in bytes (UPLOAD_MAX_BYTES), as for the owners' uploads. */
  uploadMaxBytes: number;
};

/** The provider API (contract, "The provider's side"): the company's systems feed the portal here. */
export const providerRoutes: FastifyPluginAsync<ProviderRoutesOptions> = async (app, options) => {
  const deps: IngestionDeps = {
    db: app.db,
    brandName: options.brandName,
    operationsEmail: options.operationsEmail,
    notify: true,
    wakeJobs: app.jobs.wake,
  };

  const ownerDeps: OwnerDeps = { ...deps, publicUrl: options.publicUrl };

  route(app, providerEndpoints.properties, async () => {
    const rows = await app.db
      .select({
        id: properties.id,
        entity_name: properties.entityName,
        street_address: properties.streetAddress,
        city: properties.city,
        state: properties.state,
        status: properties.status,
        harborstay_services: properties.harborstayServices,
        guesty_listing_id: properties.guestyListingId,
        breezeway_property_id: properties.breezewayPropertyId,
      })
      .from(properties)
      .orderBy(asc(properties.id));
    return rows;
  });

  route(app, providerEndpoints.putReservation, async ({ params, body, reply }) => {
    const { isCreated, reservation } = await putGuestBooking(deps, {
      propertyId: params.id,
      externalId: params.external_id,
      body,
    });
    // The declared success is 200; a new booking answers 201 with the same body.
    if (isCreated) reply.status(201);
    return reservation;
  });

  route(app, providerEndpoints.deleteReservation, async ({ params, body }) =>
    cancelGuestBooking(deps, { propertyId: params.id, externalId: params.external_id, body }),
  );

  route(app, providerEndpoints.putTask, async ({ params, body, reply }) => {
    const { isCreated, task } = await putCareTask(
      {
        db: app.db,
        storage: app.fileStorage,
        fetchReport: careReportFetcher(options.reportFetchAllowOrigins),
        notify: true,
        wakeJobs: app.jobs.wake,
      },
      { propertyId: params.id, externalId: params.external_id, body },
    );
    if (isCreated) reply.status(201);
    return task;
  });

  route(app, providerEndpoints.putCalendar, async ({ params, body }) =>
    putCalendarDays(deps, { propertyId: params.id, body }),
  );

  route(app, providerEndpoints.putOwner, async ({ params, body, reply }) => {
    const { isCreated, owner } = await putOwner(ownerDeps, { externalId: params.external_id, body });
    if (isCreated) reply.status(201);
    return owner;
  });

  route(app, providerEndpoints.deleteOwner, async ({ params }) =>
    deactivateOwner(ownerDeps, params.external_id),
  );

  route(app, providerEndpoints.inviteOwner, async ({ params }) => inviteOwner(ownerDeps, params.external_id));

  route(app, providerEndpoints.putListing, async ({ params, body, reply }) => {
    const { isCreated, listing } = await putListing(deps, { externalId: params.external_id, body });
    if (isCreated) reply.status(201);
    return listing;
  });

  route(app, providerEndpoints.deleteListing, async ({ params }) =>
    offboardListing(deps, params.external_id),
  );

  // Multipart bodies in a context of their own, as in the documents module: no other provider
  // call takes one. The parts are read by the handler, after the key and the property are checked.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: options.uploadMaxBytes, files: 1 } });
    route(uploads, providerEndpoints.documents, async ({ request, params }) =>
      addDocument(
        { db: app.db, storage: app.fileStorage, maxBytes: options.uploadMaxBytes, log: request.log },
        { propertyId: params.id, request },
      ),
    );
  });
};
