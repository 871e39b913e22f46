import { z } from 'zod';

/**
 * Every kind of job and the shape of its payload. The queue is in the database, so a payload may
 * have been written by another version of the server (a rolling deploy): each is checked against
 * its schema before it runs, and a worker claims only the kinds it knows.
 */
export const jobPayloads = {
  'send-email': z.object({
    to: z.string().min(3),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
  }),
  /** The work behind a reset request: find the account, make a link, queue its e-mail. */
  'password-reset-mail': z.object({ email: z.string() }),
};

export type JobKind = keyof typeof jobPayloads;
export type JobPayload<K extends JobKind> = z.output<(typeof jobPayloads)[K]>;
