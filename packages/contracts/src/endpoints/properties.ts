import { z } from 'zod';
import { ZBadRequest, ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { propertyRoutes } from '../routes';
import { ZPropertyFinancials, ZPropertyListItem, ZPropertyPathParams } from '../property';
import { ZPropertyInfo, ZPropertyUpdateRequest } from '../property-info';

/** The caller's properties: the list, the Property Info and its save, the financial summaries. */
export const propertyEndpoints = {
  list: defineEndpoint({
    ...propertyRoutes.list,
    auth: 'owner',
    tag: 'properties',
    summary: 'The properties the caller owns or co-owns',
    responses: { 200: z.array(ZPropertyListItem) },
  }),
  update: defineEndpoint({
    ...propertyRoutes.update,
    auth: 'owner',
    tag: 'properties',
    summary: "Save the owner-editable fields of one of the caller's properties",
    description:
      'Only the contacts, company_structure, business_individual and electronic_delivery can change; ' +
      'any other field in the body is ignored. A live property becomes completed. A body with none ' +
      'of those fields saves nothing and answers the property as it is. ' +
      "A property that is not the caller's answers 404.",
    body: ZPropertyUpdateRequest,
    responses: { 200: ZPropertyInfo, 400: ZBadRequest, 404: ZDetailError },
  }),
  info: defineEndpoint({
    ...propertyRoutes.info,
    auth: 'owner',
    tag: 'properties',
    summary: 'Property Info: every field, bank numbers and TIN masked',
    description: "A property that is not the caller's (or does not exist) answers 406.",
    params: ZPropertyPathParams,
    responses: { 200: ZPropertyInfo, 406: ZDetailError },
  }),
  ownerFinancials: defineEndpoint({
    ...propertyRoutes.ownerFinancials,
    auth: 'owner',
    tag: 'properties',
    summary: "The financial summary of all the caller's properties together",
    responses: { 200: ZPropertyFinancials },
  }),
  financials: defineEndpoint({
    ...propertyRoutes.financials,
    auth: 'owner',
    tag: 'properties',
    summary: "The financial summary of one of the caller's properties",
    params: ZPropertyPathParams,
    responses: { 200: ZPropertyFinancials, 404: ZDetailError },
    // The spec writes this path without its trailing slash and the contract with one: both answer.
    aliases: ['/api/owners/owner/property/financials/{id}'],
  }),
};
