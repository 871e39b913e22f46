import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineEndpoint, endpointUrl, successStatus, type TEndpoint } from './endpoint';
import * as endpointGroups from './endpoints';
import { ZOk } from './errors';

const allEndpoints: [string, TEndpoint][] = Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]): [string, TEndpoint] => [`${group}.${name}`, endpoint]),
);

const braces = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('endpointUrl', () => {
  const day = defineEndpoint({
    method: 'GET',
    path: '/api/owners/owner/property/{id}/calendar/{startDate}/{endDate}/',
    auth: 'owner',
    tag: 'test',
    summary: 'a path of three parameters',
    responses: { 200: ZOk },
  });

  it('fills each path parameter', () => {
    expect(endpointUrl(endpointGroups.propertyEndpoints.info, { id: 3 })).toBe(
      '/api/owners/owner/property/3/',
    );
    expect(endpointUrl(day, { id: 12, startDate: '2026-03-01', endDate: '2026-04-01' })).toBe(
      '/api/owners/owner/property/12/calendar/2026-03-01/2026-04-01/',
    );
  });

  it('answers the path of an endpoint without parameters as it is', () => {
    expect(endpointUrl(endpointGroups.propertyEndpoints.list)).toBe('/api/owners/owner/properties/');
  });

  it('keeps each value within its own segment', () => {
    expect(endpointUrl(day, { id: '1/../2', startDate: 'a?b', endDate: '#' })).toBe(
      '/api/owners/owner/property/1%2F..%2F2/calendar/a%3Fb/%23/',
    );
  });

  it('refuses to build a URL with a parameter missing', () => {
    const values = { id: 1 } as unknown as Parameters<typeof endpointUrl<typeof day>>[1];
    expect(() => endpointUrl(day, values)).toThrow('no value for {startDate}');
  });
});

describe('every declared endpoint', () => {
  it.each(allEndpoints)(
    '%s names each path parameter in its params schema, and only those',
    (_, endpoint) => {
      const declared = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        expect(path).toMatch(/^\/api\//);
        expect(braces(path).sort()).toEqual(declared.sort());
      }
    },
  );

  it.each(allEndpoints)('%s has exactly one success status', (_, endpoint) => {
    expect(() => successStatus(endpoint)).not.toThrow();
  });

  it('gives each method and path to one endpoint only', () => {
    const routes = allEndpoints.flatMap(([, endpoint]) =>
      [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => `${endpoint.method} ${path}`),
    );
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('successStatus', () => {
  it('refuses an endpoint with no 2xx answer, or with two', () => {
    const base = { method: 'GET', path: '/api/x/', auth: 'owner', tag: 't', summary: 's' } as const;
    expect(() => successStatus({ ...base, responses: { 404: ZOk } })).toThrow('exactly one 2xx');
    expect(() => successStatus({ ...base, responses: { 200: ZOk, 201: ZOk } })).toThrow('exactly one 2xx');
    expect(successStatus({ ...base, responses: { 201: ZOk, 400: ZOk } })).toBe(201);
    // A create-or-replace PUT answers 200, or 201 when it created.
    expect(successStatus({ ...base, method: 'PUT', responses: { 200: ZOk, 201: ZOk } })).toBe(200);
    expect(() => successStatus({ ...base, method: 'POST', responses: { 200: ZOk, 201: ZOk } })).toThrow(
      'exactly one 2xx',
    );
  });
});
