import { describe, expect, it } from 'vitest';
import { ZText } from './fields';
import { messages } from './messages';
import { ZNewPassword } from './password';

const name = ZText({ max: 50, isRequired: true });
const optional = ZText({ max: 25, isRequired: false });

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('free text (ZText)', () => {
  it.each([
    ['a NUL byte', 'Ann\u0000a'],
    ['a line feed', 'Ann\nBcc: victim@example.com'],
    ['a carriage return and line feed', 'Ann\r\nX-Header: 1'],
    ['a tab', 'Ann\ta'],
    ['DEL', 'Ann\u007f'],
    ['a C1 control (next line)', 'Ann\u0085a'],
    ['a line separator', 'Ann\u2028a'],
    ['a paragraph separator', 'Ann\u2029a'],
    ['a right-to-left override', 'Ann\u202Egnp.exe'],
    ['a bidirectional isolate', 'Ann\u2066a'],
    ['a lone surrogate half', 'Ann\ud800a'],
  ])('refuses %s inside the text, with one clear message', (_, value) => {
    expect(messagesOf(name.safeParse(value))).toEqual([messages.controlCharacters]);
    expect(messagesOf(optional.safeParse(value))).toEqual([messages.controlCharacters]);
  });

  it.each(["Zoë O'Brien-Łukasz", 'José 山田', 'Ana 👩‍👩‍👧', 'فرزانه\u200Cای', '12 Juniper Ln, Apt #4'])(
    'accepts the letters, marks and joiners of real names and addresses: %s',
    (value) => {
      expect(name.parse(value)).toBe(value);
    },
  );

  it('trims the spaces and line breaks a paste leaves around the text before judging it', () => {
    expect(name.parse('  Ann\r\n')).toBe('Ann');
    expect(optional.parse('\t')).toBe('');
  });

  it('keeps its other rules: required, then the length', () => {
    expect(messagesOf(name.safeParse(' '))).toEqual([messages.required]);
    expect(messagesOf(name.safeParse('x'.repeat(51)))).toEqual([messages.maxLength(50)]);
    expect(optional.parse('')).toBe('');
  });
});

describe('multi-line free text (ZText with isMultiLine)', () => {
  const text = ZText({ max: 20, isRequired: false, isMultiLine: true });

  it('keeps LF and CR LF line breaks inside the text, and trims those around it', () => {
    expect(text.parse('\nHello\nthere\r\nfriend\n')).toBe('Hello\nthere\r\nfriend');
  });

  it.each([
    ['a lone carriage return', 'Hello\rthere'],
    ['a tab', 'Hello\tthere'],
    ['a NUL byte', 'Hello\u0000'],
    ['a line separator', 'Hello\u2028there'],
    ['a right-to-left override', 'Hello\u202Ethere'],
  ])('still refuses %s, with a message that does not ask to remove the line breaks', (_, value) => {
    expect(messagesOf(text.safeParse(value))).toEqual([messages.controlCharactersInText]);
  });

  it('counts the line breaks in its length', () => {
    expect(messagesOf(text.safeParse(`${'x'.repeat(10)}\n${'y'.repeat(10)}`))).toEqual([
      messages.maxLength(20),
    ]);
  });
});

describe('a new password', () => {
  it('may hold any printable character but no control character', () => {
    expect(ZNewPassword.parse('Ünïcödé#2026 ~')).toBe('Ünïcödé#2026 ~');
    expect(messagesOf(ZNewPassword.safeParse('Harbor#2026\u0000'))).toEqual([messages.controlCharacters]);
    expect(messagesOf(ZNewPassword.safeParse('Harbor#2026\n'))).toEqual([messages.controlCharacters]);
  });
});
