import { escapeHtml } from './escape-html';

/**
 * The HTML of every e-mail an owner gets (invitations, resets, notifications): one frame, so that
 * they all look like the same company. Mail clients ignore style sheets, hence the inline styles
 * and the presentation table. Text given to these helpers is escaped here; `html` arguments are
 * markup made by them.
 */
const BRAND_COLOUR = '#0b4f6c';
/** Dark enough on its pale background for WCAG AA's 4.5:1. */
const ALERT_COLOUR = '#c92a2a';
const MUTED = 'margin:0 0 16px;font-size:14px;color:#495057';

export const mailHtml = {
  paragraph: (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`,
  muted: (text: string) => `<p style="${MUTED}">${escapeHtml(text)}</p>`,
  /** What cannot wait, before the greeting: a bordered, bold line (a clash at the owner's property). */
  headline: (text: string) =>
    `<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${ALERT_COLOUR};background:#fff5f5;font-weight:700;color:${ALERT_COLOUR}">${escapeHtml(text)}</p>`,
  /** The call to action, and the address written out below it for clients that hide buttons. */
  button: (href: string, label: string) => {
    const url = escapeHtml(href);
    return `<p style="margin:0 0 24px">
        <a href="${url}" style="display:inline-block;padding:12px 20px;background:${BRAND_COLOUR};color:#ffffff;text-decoration:none;border-radius:8px;font-weight:700">${escapeHtml(label)}</a>
      </p>
      <p style="${MUTED}">Or copy this link into your browser:<br><a href="${url}" style="color:${BRAND_COLOUR};word-break:break-all">${url}</a></p>`;
  },
  /** The footer's lines: why the e-mail came, and a link where there is one. */
  smallPrint: (text: string, link?: { href: string; label: string }) =>
    link
      ? `${escapeHtml(text)}<br><a href="${escapeHtml(link.href)}" style="color:#6c757d">${escapeHtml(link.label)}</a>`
      : escapeHtml(text),
  /** Label and value rows (a booking's dates, nights, income). */
  facts: (rows: readonly (readonly [string, string])[]) =>
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 16px 4px 0;font-size:14px;color:#495057;font-weight:400">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:700">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
};

export function mailFrame(input: {
  brandName: string;
  /** The message's blocks, made with mailHtml. */
  content: readonly string[];
  /** Small print under the signature (why the owner gets this, how to stop it). */
  footer?: string;
}): string {
  const brand = escapeHtml(input.brandName);
  const footer = input.footer
    ? `\n    <tr><td style="padding:16px 32px 24px;border-top:1px solid #e9ecef;font-size:12px;color:#6c757d">${input.footer}</td></tr>`
    : '';
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">
    <tr><td style="padding:32px">
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${BRAND_COLOUR}">${brand}</p>
      ${input.content.join('\n      ')}
      <p style="margin:0;font-size:14px;color:#495057">The ${brand} team</p>
    </td></tr>${footer}
  </table>
</body>
</html>`;
}
