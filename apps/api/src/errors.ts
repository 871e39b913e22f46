import { messages } from '@harborstay/contracts';

type ErrorBody = Record<string, unknown>;

/** The one error type of the API: an HTTP status and the contract's body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (fields: Record<string, string[]>) => new AppError(400, fields);
export const nonFieldError = (message: string) => new AppError(400, { non_field_errors: [message] });
/** A 401 names the scheme to use: the owners' `Token`, or the provider API's `Bearer` (RFC 6750 section 3). */
export const unauthorized = (
  detail: string = messages.notAuthenticated,
  scheme: 'Token' | 'Bearer' = 'Token',
) => new AppError(401, { detail }, { 'www-authenticate': scheme });
export const notFound = () => new AppError(404, { detail: messages.notFound });
export const isNotFound = (error: unknown): error is AppError =>
  error instanceof AppError && error.statusCode === 404;
export const tooManyRequests = (retryAfterSeconds: number, detail: string) =>
  new AppError(429, { detail }, { 'retry-after': String(retryAfterSeconds) });
