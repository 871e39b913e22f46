import type { MailMessage } from '../../plugins/mail';
import { mailFrame, mailHtml } from '../../lib/mail-frame';

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

  const html = mailFrame({
    brandName: input.brandName,
    content: [
      mailHtml.paragraph(greeting),
      mailHtml.paragraph(
        `We received a request to reset the password of your ${input.brandName} owner account (${input.to}).`,
      ),
      mailHtml.button(input.link, 'Choose a new password'),
      mailHtml.muted(
        `The link works once and expires in ${validText}. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
      ),
    ],
  });

  return { to: input.to, subject, text, html };
}
