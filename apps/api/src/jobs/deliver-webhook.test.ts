import { describe, expect, it } from 'vitest';
import { ownerEventType } from '@harborstay/contracts';
import { loadConfig } from '../config';
import { testWebhookSecret } from '../testing/webhook-receiver';

describe('the receiver of owner events in the configuration', () => {
  const secret = testWebhookSecret();

  it('is off unless both PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET are set', () => {
    expect(loadConfig({}).providerWebhook).toBeUndefined();
    expect(
      loadConfig({ PROVIDER_WEBHOOK_URL: '', PROVIDER_WEBHOOK_SECRET: '' }).providerWebhook,
    ).toBeUndefined();
    expect(() => loadConfig({ PROVIDER_WEBHOOK_URL: 'https://pms.example.com/hooks' })).toThrow(
      /PROVIDER_WEBHOOK_URL and PROVIDER_WEBHOOK_SECRET go together/,
    );
    expect(() => loadConfig({ PROVIDER_WEBHOOK_SECRET: secret })).toThrow(/go together/);
  });

  it('reads the address, the secret, the timeout (15 s) and the alert delay (15 min)', () => {
    const config = loadConfig({
      PROVIDER_WEBHOOK_URL: 'https://pms.example.com/hooks',
      PROVIDER_WEBHOOK_SECRET: secret,
    });
    expect(config.providerWebhook).toEqual({
      url: 'https://pms.example.com/hooks',
      secret,
      timeoutMs: 15_000,
      alertAfterMs: 900_000,
    });
    const svixStyle = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(
      loadConfig({
        PROVIDER_WEBHOOK_URL: 'http://127.0.0.1:9000/in',
        PROVIDER_WEBHOOK_SECRET: svixStyle,
        PROVIDER_WEBHOOK_TIMEOUT_MS: '2000',
        PROVIDER_WEBHOOK_ALERT_AFTER_MS: '60000',
      }).providerWebhook,
    ).toMatchObject({ secret: svixStyle, timeoutMs: 2000, alertAfterMs: 60_000 });
  });

  it('stops on an address that is not http(s) or a secret not of the Standard Webhooks form', () => {
    const base = { PROVIDER_WEBHOOK_URL: 'https://pms.example.com/hooks', PROVIDER_WEBHOOK_SECRET: secret };
    expect(() => loadConfig({ ...base, PROVIDER_WEBHOOK_URL: 'ftp://pms.example.com/' })).toThrow(
      /PROVIDER_WEBHOOK_URL: PROVIDER_WEBHOOK_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...base, PROVIDER_WEBHOOK_URL: 'not a url' })).toThrow(/PROVIDER_WEBHOOK_URL/);
    for (const wrong of [
      'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'whsec_',
      'whsec_not base64!',
      'whsec_c2hvcnQ=',
      `whsec_${Buffer.alloc(65).toString('base64')}`,
    ]) {
      expect(() => loadConfig({ ...base, PROVIDER_WEBHOOK_SECRET: wrong })).toThrow(
        /PROVIDER_WEBHOOK_SECRET must be whsec_ followed by a base64 key of 24 to 64 bytes/,
      );
    }
    expect(() => loadConfig({ ...base, PROVIDER_WEBHOOK_TIMEOUT_MS: '300000' })).toThrow(
      /PROVIDER_WEBHOOK_TIMEOUT_MS must be shorter than JOB_LEASE_MS/,
    );
  });
});

describe('owner event types', () => {
  it("name a stay's and a block's changes as the contract does", () => {
    expect(ownerEventType('owner', 'created')).toBe('owner_stay.created');
    expect(ownerEventType('owner', 'modified')).toBe('owner_stay.modified');
    expect(ownerEventType('owner', 'canceled')).toBe('owner_stay.canceled');
    expect(ownerEventType('maintenance', 'created')).toBe('block.created');
    expect(ownerEventType('maintenance', 'modified')).toBe('block.modified');
    expect(ownerEventType('maintenance', 'canceled')).toBe('block.released');
  });
});
