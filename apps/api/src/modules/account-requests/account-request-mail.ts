import type { TOwnerAccountRequestValues } from '@harborstay/contracts';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../lib/escape-html';

/**
 * A prospective owner's request from the sign-in page, for the operations team to answer: a
 * reply goes to the requester. Every value is the requester's own typing, so the HTML escapes
 * it all; the message keeps its line breaks in both parts.
 */
export function composeAccountRequestMail(input: {
  to: string;
  brandName: string;
  request: TOwnerAccountRequestValues;
  receivedAt: Date;
}): MailMessage {
  const { request } = input;
  const name = `${request.first_name} ${request.last_name}`;
  const intro = `${name} asked for an owner account on the sign-in page of the ${input.brandName} owner portal. No account was created; reply to this e-mail to answer them.`;
  const lines: [string, string][] = [
    ['First name', request.first_name],
    ['Last name', request.last_name],
    ['E-mail', request.email],
    ['Phone', request.phone],
    ['Property address', request.property_address],
    ['Received', input.receivedAt.toISOString()],
  ];
  const message = request.message || '(none)';
  const text = [intro, '', ...lines.map(([key, value]) => `${key}: ${value}`), '', 'Message:', message].join(
    '\n',
  );
  const rows = lines
    .map(
      ([key, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif"><p>${escapeHtml(
    intro,
  )}</p><table>${rows}</table><h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(
    message,
  )}</p></body></html>`;
  return {
    to: input.to,
    replyTo: request.email,
    subject: `Owner account request: ${name}`,
    text,
    html,
  };
}
