import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: a signed-in owner, the company's systems with a provider key, or
 * anyone. The API refuses every call that is not declared public unless it carries the credential
 * its declaration names (docs/decisions/0017); neither credential opens the other's calls.
 */
export type TEndpointAuth = 'owner' | 'provider' | 'public';

/**
 * One API call, declared once: the Fastify route and the web fetcher both derive from it
 * (docs/decisions/0018), and the OpenAPI document is generated from the same schemas.
 */
export type TEndpoint = {
  method: THttpMethod;
  /** The path with its trailing slash, each path parameter in braces: `/api/owners/owner/property/{id}/`. */
  path: string;
  auth: TEndpointAuth;
  /** The OpenAPI tag that groups it. */
  tag: string;
  summary: string;
  description?: string;
  /** One key per `{name}` of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body that the handler reads part by part, so that a file is streamed and
   * never held whole (an upload): the schema of its text fields and the name of its file part. The
   * OpenAPI document describes it; the handler checks the fields with the same schema.
   */
  form?: { fields: z.ZodObject; file: string };
  /**
   * The media types of the success body when it is a file rather than JSON (an export, a stored
   * file, a report page): documented as binary, each a type the route may answer.
   */
  produces?: readonly string[];
  /** Each status the endpoint answers with the schema of its body; the one 2xx status is the success. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** Further paths that serve the same call, documented as deprecated (the spec's own spelling, say). */
  aliases?: readonly string[];
};

/** Declares an endpoint, keeping its literal path and schemas in the type for endpointUrl and the route. */
export function defineEndpoint<const E extends TEndpoint>(endpoint: E): E {
  return endpoint;
}

/**
 * An endpoint as a client calls it: its method and path at run time, the rest of its declaration
 * (path parameters, query, body, answer) as a type only, so that a page calling an endpoint does
 * not build its schemas when it loads (decision 0072). `endpoint` is never set: it carries E.
 */
export type TRoute<E extends TEndpoint = TEndpoint> = Pick<E, 'method' | 'path'> & { readonly endpoint?: E };

/** A group of endpoints (`dashboardEndpoints`) as routes. */
export type TRoutes<G extends Record<string, TEndpoint>> = { readonly [K in keyof G]: TRoute<G[K]> };

/** The names in braces of a path: `'/a/{id}/b/{day}/'` gives `'id' | 'day'`. */
export type TPathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | TPathParamName<Rest>
  : never;

/** The values endpointUrl puts into a path, one for each of its `{name}`. */
export type TPathParamValues<E extends { path: string }> = Record<TPathParamName<E['path']>, string | number>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The schema of the endpoint's success answer. */
export type TEndpointSuccessSchema<E extends TEndpoint> = E['responses'][Extract<
  keyof E['responses'],
  SuccessStatus
>];

/** The body of the endpoint's success answer, as the client receives it. */
export type TEndpointResponse<E extends TEndpoint> = z.output<TEndpointSuccessSchema<E>>;

/** The body the client sends (what the schema accepts, before its transforms). */
export type TEndpointBody<E extends TEndpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/**
 * The status of the endpoint's success answer: its one 2xx response. A create-or-replace (a PUT
 * that declares 200 and 201) answers 200, and 201 when its handler says it created the resource.
 */
export function successStatus(endpoint: TEndpoint): number {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  const isCreateOrReplace =
    endpoint.method === 'PUT' && statuses.length === 2 && statuses.includes(200) && statuses.includes(201);
  if (isCreateOrReplace) return 200;
  const [status] = statuses;
  if (status === undefined || statuses.length > 1) {
    throw new Error(`${endpoint.method} ${endpoint.path} must declare exactly one 2xx response`);
  }
  return status;
}

const PATH_PARAM = /\{(\w+)\}/g;

/** The path with each `{name}` replaced by `fill(name)`: a URL, or the route pattern of a server. */
export function fillPathParams(path: string, fill: (name: string) => string): string {
  return path.replace(PATH_PARAM, (_match, name: string) => fill(name));
}

/**
 * The URL of an endpoint with its path parameters filled in, each encoded as one path segment:
 * `endpointUrl(propertyEndpoints.info, { id: 3 })` is `/api/owners/owner/property/3/`.
 */
export function endpointUrl<E extends { path: string }>(
  endpoint: E,
  ...[values]: TPathParamName<E['path']> extends never ? [] : [values: TPathParamValues<E>]
): string {
  // The type above requires every name of the path; a caller that casts its way past it still fails here.
  const byName: Partial<Record<string, string | number>> = values ?? {};
  return fillPathParams(endpoint.path, (name) => {
    const value = byName[name];
    if (value === undefined) throw new Error(`endpointUrl: no value for {${name}} of ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
