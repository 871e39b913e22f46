import type { Mailer } from '../plugins/mail';
import type { JobHandler } from './worker';

/**
 * Sends one e-mail. Delivery is at least once: a server that dies after the SMTP server took the
 * message and before the job is marked done sends it again, with the same Message-ID, which
 * mail systems use to drop the copy.
 */
export function sendEmailJob(deps: { mailer: Mailer; messageIdDomain: string }): JobHandler<'send-email'> {
  return (message, { jobId }) =>
    deps.mailer.send({ ...message, messageId: `<job-${jobId}@${deps.messageIdDomain}>` });
}
