import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe('the outbox mailer', () => {
  it('writes the working link into the .eml file but only a redacted one into the log', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const ctx = await createTestApp({ options: { logger: { level: 'info', stream } } });
    try {
      const link = 'http://portal.test/accounts/reset/MQ/SeCrEtToKeN123';
      await ctx.app.mailer.send({
        to: 'owner@example.test',
        subject: 'Reset your password',
        text: `Follow ${link} to set a new password.`,
        html: `<a href="${link}">Set a new password</a>`,
      });
      const [file] = readdirSync(ctx.outboxDir);
      expect(file).toMatch(/\.eml$/);
      expect(readFileSync(path.join(ctx.outboxDir, file ?? ''), 'utf8')).toContain('SeCrEtToKeN123');
      expect(logged).toContain('http://portal.test/accounts/reset/[redacted]/[redacted]');
      expect(logged).not.toContain('SeCrEtToKeN123');
    } finally {
      await ctx.close();
    }
  });
});
