import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBadRequest,
  ZDetailError,
  ZPropertyFinancials,
  ZPropertyInfo,
  ZPropertyListItem,
  ZPropertyPathParams,
  ZPropertyUpdateRequest,
} from '@harborstay/contracts';
import { requireSession, requireSessionFirst } from '../../plugins/auth';
import { ownerFinancials, singlePropertyFinancials } from './financials';
import { getPropertyInfo, listOwnerProperties, updatePropertyInfo } from './service';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/owners/owner/properties/',
    {
      schema: {
        tags: ['properties'],
        summary: 'The properties the caller owns or co-owns',
        response: { 200: z.array(ZPropertyListItem) },
      },
    },
    async (request) => listOwnerProperties(app.db, requireSession(request).user.id),
  );

  app.put(
    '/api/owners/owner/properties/',
    {
      schema: {
        tags: ['properties'],
        summary: "Save the owner-editable fields of one of the caller's properties",
        description:
          'Only the contacts, company_structure, business_individual and electronic_delivery can change; ' +
          'any other field in the body is ignored. A live property becomes completed. A body with none ' +
          'of those fields saves nothing and answers the property as it is. ' +
          "A property that is not the caller's answers 404.",
        body: ZPropertyUpdateRequest,
        response: { 200: ZPropertyInfo, 400: ZBadRequest, 404: ZDetailError },
      },
      preValidation: requireSessionFirst,
    },
    async (request) => updatePropertyInfo(app.db, requireSession(request).user.id, request.body),
  );

  app.get(
    '/api/owners/owner/property/:id/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Property Info: every field, bank numbers and TIN masked',
        description: "A property that is not the caller's (or does not exist) answers 406.",
        params: ZPropertyPathParams,
        response: { 200: ZPropertyInfo, 406: ZDetailError },
      },
      preValidation: requireSessionFirst,
    },
    async (request) => getPropertyInfo(app.db, requireSession(request).user.id, request.params.id),
  );

  app.get(
    '/api/owners/owner/property/financials/',
    {
      schema: {
        tags: ['properties'],
        summary: "The financial summary of all the caller's properties together",
        response: { 200: ZPropertyFinancials },
      },
    },
    async (request) => ownerFinancials(app.db, requireSession(request).user.id),
  );

  // The spec writes this path without its trailing slash and the contract with one: both answer.
  for (const [url, hide] of [
    ['/api/owners/owner/property/financials/:id/', false],
    ['/api/owners/owner/property/financials/:id', true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          hide,
          tags: ['properties'],
          summary: "The financial summary of one of the caller's properties",
          params: ZPropertyPathParams,
          response: { 200: ZPropertyFinancials, 404: ZDetailError },
        },
        preValidation: requireSessionFirst,
      },
      async (request) => singlePropertyFinancials(app.db, requireSession(request).user.id, request.params.id),
    );
  }
};
