import type { MailMessage } from '../plugins/mail';
import { escapeHtml } from '../lib/escape-html';

type InvitationMailInput = {
  to: string;
  firstName: string;
  brandName: string;
  link: string;
  validDays: number;
  /** Where owners write to the company; the mail says so when the company has one. */
  operationsEmail: string | undefined;
};

/**
 * The invitation to a new owner account, in plain text and HTML: what the portal is, the link to
 * choose a password (single use, valid some days), and what happens after. Never a password.
 */
export function composeInvitationMail(input: InvitationMailInput): MailMessage {
  const name = input.firstName.trim();
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const subject = `Your ${input.brandName} owner account is ready`;
  const validity = `The link works once and expires in ${input.validDays} days.`;
  const next =
    'After that, sign in with your e-mail and the new password. If your property is not set up in the portal yet, the portal asks for your owner profile and your property first; otherwise you go straight to your dashboard, with your reservations, statements and care reports.';
  const contact = input.operationsEmail
    ? `Questions, or a link that has expired? Write to ${input.operationsEmail} and we will send a new one.`
    : 'Questions, or a link that has expired? Reply to your account manager and we will send a new one.';

  const text = [
    greeting,
    '',
    `${input.brandName} has opened an owner account for you (${input.to}) on its owner portal, where you follow what your property earns and book your own stays.`,
    'To choose your password, open this link:',
    '',
    input.link,
    '',
    validity,
    next,
    '',
    contact,
    '',
    `The ${input.brandName} team`,
  ].join('\n');

  const brand = escapeHtml(input.brandName);
  const href = escapeHtml(input.link);
  const muted = 'margin:0 0 16px;font-size:14px;color:#495057';
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">
    <tr><td style="padding:32px">
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0b4f6c">${brand}</p>
      <p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
      <p style="margin:0 0 16px">${brand} has opened an owner account for you (${escapeHtml(input.to)}) on its owner portal, where you follow what your property earns and book your own stays.</p>
      <p style="margin:0 0 24px">
        <a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b4f6c;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:700">Choose your password</a>
      </p>
      <p style="${muted}">Or copy this link into your browser:<br><a href="${href}" style="color:#0b4f6c;word-break:break-all">${href}</a></p>
      <p style="${muted}">${escapeHtml(validity)} ${escapeHtml(next)}</p>
      <p style="${muted}">${escapeHtml(contact)}</p>
      <p style="margin:0;font-size:14px;color:#495057">The ${brand} team</p>
    </td></tr>
  </table>
</body>
</html>`;

  return { to: input.to, subject, text, html };
}
