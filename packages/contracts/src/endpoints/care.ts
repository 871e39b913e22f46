import { ZBadRequest, ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { careRoutes } from '../routes';
import { CARE_REPORT_MEDIA_TYPE, ZCareReportUrlRequest, ZCareTaskList, ZCareTaskQuery } from '../care';
import { ZSignedFileQuery, ZSignedUrl } from '../files';
import { z } from 'zod';

/** Property Care (spec section 2): completed tasks and their reports. */
export const careEndpoints = {
  list: defineEndpoint({
    ...careRoutes.list,
    auth: 'owner',
    tag: 'care',
    summary: "The completed care tasks of one of the caller's properties, a page at a time",
    description: "A property that is not the caller's answers 404.",
    query: ZCareTaskQuery,
    responses: { 200: ZCareTaskList, 400: ZBadRequest, 404: ZDetailError },
  }),
  reportUrl: defineEndpoint({
    ...careRoutes.reportUrl,
    auth: 'owner',
    tag: 'care',
    summary: "A signed address of a task's report, valid for 10 minutes",
    description:
      "A task of a property that is not the caller's, or one without a report, answers 404. " +
      'The address opens the report in a frame of the portal; nothing else of the API accepts it.',
    body: ZCareReportUrlRequest,
    responses: { 200: ZSignedUrl, 400: ZBadRequest, 404: ZDetailError },
  }),
  report: defineEndpoint({
    ...careRoutes.report,
    auth: 'public',
    tag: 'care',
    summary: 'A care report page, through a signed and expiring address',
    description:
      'Public like /api/files/: a frame carries no Authorization header, the signature is the permission. ' +
      'Serves only care reports, as HTML under a Content-Security-Policy that runs no script and may be ' +
      'framed only by the portal. A wrong, altered or expired address answers 404.',
    query: ZSignedFileQuery,
    produces: [CARE_REPORT_MEDIA_TYPE],
    responses: { 200: z.string(), 404: ZDetailError },
  }),
};
