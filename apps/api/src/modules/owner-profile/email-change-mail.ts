import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/escape-html';

function htmlPage(brandName: string, paragraphs: string[]) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#0b5a7a;margin:0 0 24px">${escapeHtml(brandName)}</p>
${body}
</body></html>`;
}

/** Sent to the NEW address: following the link proves the owner reads that mailbox. */
export function confirmNewEmailMessage(input: {
  brandName: string;
  firstName: string;
  currentEmail: string;
  newEmail: string;
  link: string;
  lifetimeHours: number;
}): MailMessage {
  const { brandName, firstName, currentEmail, newEmail, link, lifetimeHours } = input;
  const subject = `Confirm your new e-mail address for ${brandName}`;
  const text = [
    `Hello ${firstName},`,
    '',
    `You asked to make ${newEmail} the e-mail address of your ${brandName} owner account.`,
    'Follow this link to confirm it:',
    '',
    link,
    '',
    `The link works once and expires in ${lifetimeHours} hours. Until you follow it, you keep signing in with ${currentEmail}.`,
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
    '',
    `${brandName}`,
  ].join('\n');
  const html = htmlPage(brandName, [
    `Hello ${escapeHtml(firstName)},`,
    `You asked to make <strong>${escapeHtml(newEmail)}</strong> the e-mail address of your ${escapeHtml(brandName)} owner account.`,
    `<a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5a7a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Confirm my new e-mail address</a>`,
    `Or copy this link into your browser: <br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    `The link works once and expires in ${lifetimeHours} hours. Until you follow it, you keep signing in with ${escapeHtml(currentEmail)}.`,
    'If you did not ask for this, ignore this e-mail: nothing changes.',
  ]);
  return { to: newEmail, subject, text, html };
}

/** Sent to the OLD address once the change is done, so a takeover does not go unnoticed. */
export function emailChangedNoticeMessage(input: {
  brandName: string;
  firstName: string;
  oldEmail: string;
  newEmail: string;
}): MailMessage {
  const { brandName, firstName, oldEmail, newEmail } = input;
  const subject = `Your ${brandName} sign-in e-mail has changed`;
  const text = [
    `Hello ${firstName},`,
    '',
    `The e-mail address of your ${brandName} owner account is now ${newEmail}. Sign in with it from now on.`,
    '',
    'If you did not make this change, contact your account manager at once.',
    '',
    `${brandName}`,
  ].join('\n');
  const html = htmlPage(brandName, [
    `Hello ${escapeHtml(firstName)},`,
    `The e-mail address of your ${escapeHtml(brandName)} owner account is now <strong>${escapeHtml(newEmail)}</strong>. Sign in with it from now on.`,
    'If you did not make this change, contact your account manager at once.',
  ]);
  return { to: oldEmail, subject, text, html };
}
