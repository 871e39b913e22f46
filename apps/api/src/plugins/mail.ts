import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of the sender's no-reply address. */
  replyTo?: string;
  /** Headers of its own: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** The same for every try of one message (the job queue's), so that a repeat is recognised. */
  messageId?: string;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

// Module augmentation merges only with an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type MailOptions = {
  from: string;
  /** An SMTP server URL; without it every message is written as an .eml file to outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
};

/**
 * Real e-mail: through SMTP when configured, otherwise into the outbox folder as .eml files
 * (subject and links logged), so the embedded default needs no mail server.
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: MailOptions) => {
  const transport = options.smtpUrl
    ? // Bounded waits: a stuck SMTP server fails the job (which is tried again) well within its lease.
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  app.decorate('mailer', {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (options.smtpUrl) {
        app.log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
        return;
      }
      mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      // The .eml file holds the working link; the log only says where it points.
      const links = (message.text.match(/https?:\/\/\S+/g) ?? []).map(app.redactUrl);
      app.log.info({ to: message.to, subject: message.subject, links, file }, 'e-mail written to the outbox');
    },
  });
  app.addHook('onClose', async () => transport.close());
});
