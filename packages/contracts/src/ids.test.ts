import { describe, expect, it } from 'vitest';
import { ZId, ZPathId } from './ids';
import { messages } from './messages';

describe('ids', () => {
  it('takes a JSON number from 1 up in a body, and nothing else', () => {
    expect(ZId.parse(2)).toBe(2);
    expect(ZId.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const id of ['2', '0x2', ' 2 ', '2e0', true, [2], 2.5, 0, -1, 2_147_483_648, null, Number.NaN]) {
      const result = ZId.safeParse(id);
      expect(result.success, JSON.stringify(id)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.invalidId]);
    }
  });

  it('takes decimal digits in a path, and nothing else', () => {
    expect(ZPathId.parse('2')).toBe(2);
    expect(ZPathId.parse('02')).toBe(2);
    for (const id of ['0x2', ' 2 ', '2e0', '2.5', '0', '-1', '+2', '', 'true', '[2]', '2147483648', '１２']) {
      expect(ZPathId.safeParse(id).success, id).toBe(false);
    }
  });
});
