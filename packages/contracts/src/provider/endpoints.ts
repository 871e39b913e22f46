import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZDocument } from '../document';
import { ZBadRequest, ZDetailError } from '../errors';
import {
  ZProviderCalendarAnswer,
  ZProviderCalendarPut,
  ZProviderConflict,
  ZProviderDocumentFields,
  ZProviderProperty,
  ZProviderPropertyParams,
  ZProviderReservation,
  ZProviderReservationDelete,
  ZProviderReservationParams,
  ZProviderReservationPut,
  ZProviderTask,
  ZProviderTaskParams,
  ZProviderTaskPut,
} from './schemas';
import {
  ZProviderInvitationSent,
  ZProviderListing,
  ZProviderListingPut,
  ZProviderOwner,
  ZProviderOwnerParams,
  ZProviderOwnerPut,
} from './owners-listings';

const refused = { 400: ZBadRequest, 401: ZDetailError, 404: ZDetailError, 429: ZDetailError };

/** The provider API (contract, "The provider's side"): the company's systems, with a provider key. */
export const providerEndpoints = {
  properties: defineEndpoint({
    method: 'GET',
    path: '/api/provider/v1/properties/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Every property, with the ids the company’s systems know it by',
    responses: { 200: z.array(ZProviderProperty), 401: ZDetailError, 429: ZDetailError },
  }),
  putReservation: defineEndpoint({
    method: 'PUT',
    path: '/api/provider/v1/properties/{id}/reservations/{external_id}/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Create or replace a guest booking by its external id',
    description:
      '201 when new, 200 when replaced. A body whose updated_at is older than the stored one changes ' +
      'nothing and answers what is stored, so retries and late deliveries converge on the newest. ' +
      'A booking over another guest booking answers 409 naming its external_id; over an owner stay ' +
      'or block it is stored and reported in clashes.',
    params: ZProviderReservationParams,
    body: ZProviderReservationPut,
    responses: { 200: ZProviderReservation, 201: ZProviderReservation, 409: ZProviderConflict, ...refused },
  }),
  deleteReservation: defineEndpoint({
    method: 'DELETE',
    path: '/api/provider/v1/properties/{id}/reservations/{external_id}/',
    auth: 'provider',
    tag: 'provider',
    summary: 'The provider no longer has the booking: kept as canceled, counted nowhere',
    params: ZProviderReservationParams,
    body: ZProviderReservationDelete,
    responses: { 200: ZProviderReservation, ...refused },
  }),
  putTask: defineEndpoint({
    method: 'PUT',
    path: '/api/provider/v1/properties/{id}/tasks/{external_id}/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Create or replace a completed care task and its report by its external id',
    description:
      'A report sent as report_html is stored as it is; one sent as an https report_url is fetched ' +
      'once (at most 5 MB and 10 s, never from a loopback, private or link-local address, redirects ' +
      'included) and stored, so the owner keeps reading it when the provider’s link expires. A ' +
      'refused or failed fetch answers 400 under report_url and stores nothing.',
    params: ZProviderTaskParams,
    body: ZProviderTaskPut,
    responses: { 200: ZProviderTask, 201: ZProviderTask, ...refused },
  }),
  putCalendar: defineEndpoint({
    method: 'PUT',
    path: '/api/provider/v1/properties/{id}/calendar/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Replace the nightly prices and block references of the days sent (at most 800)',
    description:
      'A block reference on a night an owner stay or block holds answers 409: the owner booked it first.',
    params: ZProviderPropertyParams,
    body: ZProviderCalendarPut,
    responses: { 200: ZProviderCalendarAnswer, 409: ZDetailError, ...refused },
  }),
  documents: defineEndpoint({
    method: 'POST',
    path: '/api/provider/v1/properties/{id}/documents/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Upload a document of any type to a property (multipart/form-data)',
    description:
      'A multipart/form-data body like the owner upload’s: the fields name (required, at most 50), ' +
      'type (required: Monthly statements, Annual statements, Permit, Insurance, Home warranty or ' +
      "Owner Agreement), date (YYYY-MM-DD, 1900 to 2200; today in the property's time zone when " +
      'absent), notes, and one part file: a PDF, PNG or JPEG recognised by its first bytes, at most ' +
      'UPLOAD_MAX_BYTES (10 MB). The file is streamed to storage, never held whole in memory; the ' +
      'file and the row are stored together or not at all, and the document shows in the owners’ ' +
      'list of the property. Refusals answer 400 with the message under the field; an unknown ' +
      'property answers 404 before the body is read.',
    params: ZProviderPropertyParams,
    form: { fields: ZProviderDocumentFields, file: 'file' },
    responses: { 201: ZDocument, ...refused },
  }),
  putOwner: defineEndpoint({
    method: 'PUT',
    path: '/api/provider/v1/owners/{external_id}/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Create or update an owner account by its external id',
    description:
      '201 when new, 200 when updated. A new account has no password: with invite (the default) an ' +
      'invitation e-mail with a single-use link to set one, valid 7 days, is sent through the queue; ' +
      'with invite false it stays uninvited until POST …/invitation/. invite is read for a new account ' +
      'only, so the same call twice changes nothing. A deactivated owner is active again after a PUT. ' +
      'An e-mail that belongs to another owner answers 409.',
    params: ZProviderOwnerParams,
    body: ZProviderOwnerPut,
    responses: { 200: ZProviderOwner, 201: ZProviderOwner, 409: ZDetailError, ...refused },
  }),
  deleteOwner: defineEndpoint({
    method: 'DELETE',
    path: '/api/provider/v1/owners/{external_id}/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Deactivate an owner: its sessions end at once, nothing of its history is deleted',
    params: ZProviderOwnerParams,
    responses: { 200: ZProviderOwner, ...refused },
  }),
  inviteOwner: defineEndpoint({
    method: 'POST',
    path: '/api/provider/v1/owners/{external_id}/invitation/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Send a new invitation e-mail; the link sent before stops working',
    description:
      'For an active owner with no password yet; an owner who has set one answers 409 (a reset from ' +
      'the sign-in page is theirs to ask for).',
    params: ZProviderOwnerParams,
    responses: { 202: ZProviderInvitationSent, 409: ZDetailError, ...refused },
  }),
  putListing: defineEndpoint({
    method: 'PUT',
    path: '/api/provider/v1/listings/{external_id}/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Create or update a property by its external id, with exactly these owners',
    description:
      '201 when new, 200 when updated; the answer carries our id. The owners (their external ids, ' +
      'each sent with PUT /owners/ first) become exactly the listed ones: an owner taken off loses ' +
      'the property on the very next request. Any other Property Info field may be sent under the ' +
      'owner API’s name; a field left out keeps its value. The same call twice changes nothing.',
    params: ZProviderOwnerParams,
    body: ZProviderListingPut,
    responses: { 200: ZProviderListing, 201: ZProviderListing, ...refused },
  }),
  deleteListing: defineEndpoint({
    method: 'DELETE',
    path: '/api/provider/v1/listings/{external_id}/',
    auth: 'provider',
    tag: 'provider',
    summary: 'Offboard a property: its owners keep its history, no new stay or block can be booked',
    params: ZProviderOwnerParams,
    responses: { 200: ZProviderListing, ...refused },
  }),
};
