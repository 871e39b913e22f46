import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { THttpMethod } from '@harborstay/contracts';

type Schema = Record<string, unknown>;
type MediaTypes = Record<string, { schema?: Schema }>;

/** The parts of an OpenAPI 3.0 document that an answer is checked against. */
export type OpenApiOperation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { content?: MediaTypes }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type DocumentedOperation = {
  method: THttpMethod;
  path: string;
  /** `GET /api/health`, as the route matrix names it. */
  key: string;
  spec: OpenApiOperation;
};

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase() as THttpMethod,
      path,
      key: `${method.toUpperCase()} ${path}`,
      spec,
    })),
  );
}

/** What a real answer is checked by: its status, its Content-Type and its body as received. */
export type Answer = {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
};

/** The media type of a Content-Type header, without its parameters: `text/csv; charset=utf-8` is `text/csv`. */
const mediaTypeOf = (contentType: unknown) =>
  typeof contentType === 'string' ? (contentType.split(';')[0] ?? '').trim().toLowerCase() : undefined;

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * Checks real answers against the document with a validator of its own (Ajv), not the zod schemas
 * the document was generated from: what the document says is checked, not what the server meant.
 * Answers the problems found, none when the answer is as documented.
 */
export function createAnswerChecker() {
  // OpenAPI 3.0's schema objects: JSON Schema with `nullable`, which Ajv knows, and a few words of
  // its own; strict, so that a keyword Ajv does not understand fails instead of passing unchecked.
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  // A file's bytes: any.
  ajv.addFormat('binary', true);
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (operation: DocumentedOperation, answer: Answer): string[] => {
    const documented = operation.spec.responses[String(answer.statusCode)];
    if (!documented) {
      const listed = Object.keys(operation.spec.responses).join(', ');
      return [`answered ${answer.statusCode}, which is not documented (documented: ${listed})`];
    }
    const content = documented.content ?? {};
    const mediaType = mediaTypeOf(answer.headers['content-type']);
    if (Object.keys(content).length === 0) {
      return answer.rawPayload.length === 0
        ? []
        : [`answered a body where ${answer.statusCode} documents none`];
    }
    if (!mediaType || !(mediaType in content)) {
      return [
        `answered ${answer.statusCode} as ${mediaType ?? 'no Content-Type'}, not one of its documented ` +
          `types (${Object.keys(content).join(', ')})`,
      ];
    }
    const schema = content[mediaType]?.schema;
    if (!schema) return [`${answer.statusCode} ${mediaType} documents no schema`];
    if (!isJson(mediaType)) {
      // A file, an export or a page: the document says bytes (a string); there must be some.
      if (schema.type !== 'string')
        return [`${mediaType} is documented as ${String(schema.type)}, not bytes`];
      return answer.rawPayload.length > 0 ? [] : [`answered an empty ${mediaType}`];
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`answered ${mediaType} that is not JSON: ${answer.body.slice(0, 200)}`];
    }
    const validate = validatorOf(schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `body${error.instancePath} ${error.message ?? 'is invalid'} (${JSON.stringify(error.params)})`,
    );
  };
}
