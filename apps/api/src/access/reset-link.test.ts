import { describe, expect, it } from 'vitest';
import { decodeUid, encodeUid, resetLinkUrl } from './reset-link';

describe('the uid of a reset link', () => {
  it('is the base64url of the decimal user id, as Django writes it', () => {
    expect(encodeUid(1)).toBe('MQ');
    expect(encodeUid(12)).toBe('MTI');
    expect(decodeUid('MTI')).toBe(12);
    expect(resetLinkUrl('http://portal.test', 12, 'tok')).toBe('http://portal.test/accounts/reset/MTI/tok');
  });

  it('refuses anything we could not have written', () => {
    for (const uid of [
      '',
      'MTI=',
      'not base64!',
      encodeUid(0),
      Buffer.from('012').toString('base64url'),
      Buffer.from('1e3').toString('base64url'),
      Buffer.from('99999999999').toString('base64url'),
    ]) {
      expect(decodeUid(uid), uid).toBeUndefined();
    }
  });
});
