import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/escape-html';

type ResetMailInput = {
  to: string;
  firstName: string;
  brandName: string;
  link: string;
  validMinutes: number;
};

function describeDuration(minutes: number) {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The password reset e-mail, in plain text and HTML. It carries the link and nothing else of
 * the account: never a password, and no hint whether other accounts exist.
 */
export function composeResetMail(input: ResetMailInput): MailMessage {
  const greeting = input.firstName.trim() ? `Hello ${input.firstName.trim()},` : 'Hello,';
  const validText = describeDuration(input.validMinutes);
  const subject = `Reset your ${input.brandName} password`;

  const text = [
    greeting,
    '',
    `We received a request to reset the password of your ${input.brandName} owner account (${input.to}).`,
    'To choose a new password, open this link:',
    '',
    input.link,
    '',
    `The link works once and expires in ${validText}.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    `The ${input.brandName} team`,
  ].join('\n');

  const brand = escapeHtml(input.brandName);
  const href = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">
    <tr><td style="padding:32px">
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b4f6c">${brand}</p>
      <p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
      <p style="margin:0 0 16px">We received a request to reset the password of your ${brand} owner account (${escapeHtml(input.to)}).</p>
      <p style="margin:0 0 24px">
        <a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b4f6c;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:700">Choose a new password</a>
      </p>
      <p style="margin:0 0 16px;font-size:14px;color:#495057">Or copy this link into your browser:<br><a href="${href}" style="color:#0b4f6c;word-break:break-all">${href}</a></p>
      <p style="margin:0 0 16px;font-size:14px;color:#495057">The link works once and expires in ${escapeHtml(validText)}. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
      <p style="margin:0;font-size:14px;color:#495057">The ${brand} team</p>
    </td></tr>
  </table>
</body>
</html>`;

  return { to: input.to, subject, text, html };
}
