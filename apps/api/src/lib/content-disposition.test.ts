import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives a plain ASCII name as it is, in both forms', () => {
    expect(contentDisposition('inline', 'Permit 2026.pdf')).toBe(
      `inline; filename="Permit 2026.pdf"; filename*=UTF-8''Permit%202026.pdf`,
    );
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Čilė "plan".pdf')).toBe(
      `attachment; filename="_il_ _plan_.pdf"; filename*=UTF-8''%C4%8Cil%C4%97%20%22plan%22.pdf`,
    );
  });

  it('keeps quotes, backslashes and percent signs out of the quoted fallback', () => {
    expect(contentDisposition('attachment', 'a"b\\c%41.csv')).toBe(
      `attachment; filename="a_b_c_41.csv"; filename*=UTF-8''a%22b%5Cc%2541.csv`,
    );
  });

  it("encodes what RFC 5987 does not allow bare: ' ( ) *", () => {
    expect(contentDisposition('attachment', "Owner's (final) *.xlsx")).toBe(
      `attachment; filename="Owner's (final) *.xlsx"; filename*=UTF-8''Owner%27s%20%28final%29%20%2A.xlsx`,
    );
  });

  it('replaces control characters and names a name of nothing "file"', () => {
    expect(contentDisposition('attachment', 'a\r\nb.txt')).toBe(
      `attachment; filename="a__b.txt"; filename*=UTF-8''a%0D%0Ab.txt`,
    );
    expect(contentDisposition('attachment', '')).toBe(`attachment; filename="file"; filename*=UTF-8''`);
  });

  it('gives a name of non-Latin letters only as underscores in the fallback', () => {
    expect(contentDisposition('attachment', '報告.csv')).toBe(
      `attachment; filename="__.csv"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.csv`,
    );
  });
});
