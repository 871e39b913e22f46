import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMail = { to: string; subject: string; text: string; html: string; raw: string };

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function splitHeaders(block: string) {
  const end = block.search(/\r?\n\r?\n/);
  const head = block.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const body = block.slice(end).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { header, body };
}

/** The parts of one .eml file nodemailer wrote: enough MIME to read a multipart/alternative message. */
export function parseEml(raw: string): OutboxMail {
  const { header, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(header('Content-Type'))?.[1] ?? '';
  const parts = body.split(`--${boundary}`).slice(1, -1);
  const partOf = (type: string) => {
    for (const part of parts) {
      const { header: partHeader, body: partBody } = splitHeaders(part.replace(/^\r?\n/, ''));
      if (!partHeader('Content-Type').startsWith(type)) continue;
      const isQp = partHeader('Content-Transfer-Encoding').toLowerCase() === 'quoted-printable';
      return isQp ? decodeQuotedPrintable(partBody) : partBody;
    }
    return '';
  };
  return {
    to: header('To'),
    subject: header('Subject'),
    text: partOf('text/plain'),
    html: partOf('text/html'),
    raw,
  };
}

/** Every message in the outbox, oldest first. */
export function readOutbox(outboxDir: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parseEml(readFileSync(path.join(outboxDir, file), 'utf8')));
}

/** The uid and token of the reset link in a message's plain-text part. */
export function resetLinkOf(mail: OutboxMail) {
  const match = /https?:\/\/\S+\/accounts\/reset\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${mail.text}`);
  return { url: match[0], uid: match[1], token: match[2] };
}
