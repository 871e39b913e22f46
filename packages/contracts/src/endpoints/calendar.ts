import { z } from 'zod';
import {
  ZCalendarBlockPathParams,
  ZCalendarPrice,
  ZCalendarPricesPathParams,
  ZCreateBlockRequest,
  ZCreateStayRequest,
  ZReservation,
  ZReservationListQuery,
  ZReservationPathParams,
  ZUpdateBlockRequest,
  ZUpdateStayRequest,
} from '../calendar';
import { ZBadRequest, ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { calendarRoutes } from '../routes';
import { ZPropertyPathParams } from '../property';

const overlapNote =
  "A refused rule answers 400 with the spec's message under its field; an overlap with another " +
  "reservation or a blocked price night answers 'That date range overlaps an existing reservation' under start_date.";

/** The property calendar: reservations of every kind, owner stays, maintenance blocks and nightly prices. */
export const calendarEndpoints = {
  reservations: defineEndpoint({
    ...calendarRoutes.reservations,
    auth: 'owner',
    tag: 'calendar',
    summary: "The property's reservations whose nights meet [start, end), every status",
    description:
      'Without start and end: a year back to two years ahead of today in the property time zone; at most 1200 days. ' +
      "A guest booking shows the guest's first and last name only.",
    params: ZPropertyPathParams,
    query: ZReservationListQuery,
    responses: { 200: z.array(ZReservation), 400: ZBadRequest, 404: ZDetailError },
  }),
  createStay: defineEndpoint({
    ...calendarRoutes.createStay,
    auth: 'owner',
    tag: 'calendar',
    summary: 'Book an owner stay (status confirmed); the server computes its opportunity cost',
    description: overlapNote,
    body: ZCreateStayRequest,
    responses: { 201: ZReservation, 400: ZBadRequest, 404: ZDetailError },
  }),
  reservation: defineEndpoint({
    ...calendarRoutes.reservation,
    auth: 'owner',
    tag: 'calendar',
    summary: 'One reservation of any kind',
    params: ZReservationPathParams,
    responses: { 200: ZReservation, 404: ZDetailError },
  }),
  updateStay: defineEndpoint({
    ...calendarRoutes.updateStay,
    auth: 'owner',
    tag: 'calendar',
    summary: 'Modify an owner stay (status confirmed, the whole stay) or cancel it (status canceled)',
    description: `${overlapNote} A guest booking answers 403; a block is changed on the calendar path.`,
    params: ZReservationPathParams,
    body: ZUpdateStayRequest,
    responses: { 200: ZReservation, 400: ZBadRequest, 403: ZDetailError, 404: ZDetailError },
  }),
  createBlock: defineEndpoint({
    ...calendarRoutes.createBlock,
    auth: 'owner',
    tag: 'calendar',
    summary: 'Block dates for maintenance (status unavailable)',
    description: `The nights [start_date, end_date); start_date = end_date blocks that one day. ${overlapNote}`,
    params: ZCalendarBlockPathParams,
    body: ZCreateBlockRequest,
    responses: { 201: ZReservation, 400: ZBadRequest, 404: ZDetailError },
  }),
  updateBlock: defineEndpoint({
    ...calendarRoutes.updateBlock,
    auth: 'owner',
    tag: 'calendar',
    summary: 'Modify a block (status unavailable) or release it (status available)',
    description: `${overlapNote} A guest booking answers 403.`,
    params: ZCalendarBlockPathParams,
    body: ZUpdateBlockRequest,
    responses: { 200: ZReservation, 400: ZBadRequest, 403: ZDetailError, 404: ZDetailError },
  }),
  prices: defineEndpoint({
    ...calendarRoutes.prices,
    auth: 'owner',
    tag: 'calendar',
    summary:
      'The nightly prices of [startDate, endDate], one entry a night; block_refs mark unavailable nights',
    description: 'At most 1200 days.',
    params: ZCalendarPricesPathParams,
    responses: { 200: z.array(ZCalendarPrice), 400: ZBadRequest, 404: ZDetailError },
  }),
};
