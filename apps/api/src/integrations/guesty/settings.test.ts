import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('Guesty settings', () => {
  it('is on with both credentials, at Guesty’s address unless told otherwise', () => {
    expect(loadConfig({}).guesty).toBeUndefined();
    expect(
      loadConfig({
        GUESTY_CLIENT_ID: 'id',
        GUESTY_CLIENT_SECRET: 'secret',
        GUESTY_WEBHOOK_SECRET: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
        CONNECTOR_TIMEOUT_MS: '5000',
      }).guesty,
    ).toEqual({
      apiUrl: 'https://open-api.guesty.com',
      clientId: 'id',
      clientSecret: 'secret',
      webhookSecret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
      timeoutMs: 5_000,
      unavailableWaitMs: 30_000,
    });
  });

  it('refuses one credential without the other, and a webhook secret not written as Svix writes it', () => {
    expect(() => loadConfig({ GUESTY_CLIENT_ID: 'id' })).toThrow(
      'GUESTY_CLIENT_ID and GUESTY_CLIENT_SECRET go together',
    );
    expect(() =>
      loadConfig({ GUESTY_CLIENT_ID: 'id', GUESTY_CLIENT_SECRET: 'secret', GUESTY_WEBHOOK_SECRET: 'plain' }),
    ).toThrow('GUESTY_WEBHOOK_SECRET');
  });
});
