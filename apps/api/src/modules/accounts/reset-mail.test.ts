import { describe, expect, it } from 'vitest';
import { composeResetMail } from './reset-mail';

const input = {
  to: 'olivia@example.test',
  firstName: 'Olivia',
  brandName: 'Harborstay',
  link: 'https://portal.example/accounts/reset/MQ/abc_DEF-123',
  validMinutes: 60,
};

describe('composeResetMail', () => {
  it('names the brand and carries the link in both parts', () => {
    const mail = composeResetMail(input);
    expect(mail.subject).toBe('Reset your Harborstay password');
    expect(mail.text).toContain(input.link);
    expect(mail.html).toContain(`href="${input.link}"`);
    expect(mail.text).toContain('expires in 1 hour');
    expect(composeResetMail({ ...input, validMinutes: 30 }).text).toContain('expires in 30 minutes');
  });

  it('escapes names in the HTML part, so a name cannot inject markup', () => {
    const mail = composeResetMail({
      ...input,
      firstName: '<img src=x onerror=alert(1)>',
      brandName: 'A&B "Stays"',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('A&amp;B &quot;Stays&quot;');
  });

  it('greets without a name when the account has none', () => {
    expect(composeResetMail({ ...input, firstName: '  ' }).text.startsWith('Hello,\n')).toBe(true);
  });
});
