import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './e2e-data-dir';

export type SentMail = { to: string; subject: string; body: string };

/** The e2e server's OPERATIONS_EMAIL (playwright.config.ts): the provider's team, told of account requests. */
export const E2E_OPERATIONS_EMAIL = 'operations@e2e.test';

/** Headers unfolded and quoted-printable soft breaks and escapes undone: enough to read a link. */
function readEml(raw: string): SentMail {
  const headEnd = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, headEnd).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = Buffer.from(
    raw
      .slice(headEnd)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return { to: header('To'), subject: header('Subject'), body };
}

/** The e-mails the server wrote to its outbox for this address, oldest first. */
export function mailsTo(address: string): SentMail[] {
  const outbox = path.join(e2eDataDir(), 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readEml(readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits for the next password reset e-mail to this address and answers its link. */
export async function waitForResetLink(address: string, alreadySeen = 0): Promise<URL> {
  let mails: SentMail[] = [];
  await expect
    .poll(() => {
      mails = mailsTo(address);
      return mails.length;
    })
    .toBeGreaterThan(alreadySeen);
  const mail = mails.at(-1);
  const link = mail && /https?:\/\/\S+\/accounts\/reset\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`no reset link in the e-mail to ${address}`);
  return new URL(link);
}
