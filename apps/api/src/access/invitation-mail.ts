import type { MailMessage } from '../plugins/mail';
import { mailFrame, mailHtml } from '../lib/mail-frame';

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

  const html = mailFrame({
    brandName: input.brandName,
    content: [
      mailHtml.paragraph(greeting),
      mailHtml.paragraph(
        `${input.brandName} has opened an owner account for you (${input.to}) on its owner portal, where you follow what your property earns and book your own stays.`,
      ),
      mailHtml.button(input.link, 'Choose your password'),
      mailHtml.muted(`${validity} ${next}`),
      mailHtml.muted(contact),
    ],
  });

  return { to: input.to, subject, text, html };
}
