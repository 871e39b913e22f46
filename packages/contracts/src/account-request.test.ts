import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZOwnerAccountRequest } from './account-request';
import { messages } from './messages';
import { validAccountRequest } from './testing/fixtures';

/** The messages of each refused field, as the API's 400 answers them. */
const fieldMessages = (body: unknown) => {
  const result = ZOwnerAccountRequest.safeParse(body);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe('an owner account request', () => {
  it('takes the form as typed: e-mail lowercased, text trimmed, the message kept over its lines', () => {
    expect(
      ZOwnerAccountRequest.parse({
        ...validAccountRequest,
        email: ' Priya.Prospect@Example.TEST ',
        first_name: ' Priya ',
      }),
    ).toEqual({ ...validAccountRequest, email: 'priya.prospect@example.test' });
  });

  it('needs no message', () => {
    const { message: _message, ...withoutMessage } = validAccountRequest;
    expect(ZOwnerAccountRequest.parse(withoutMessage).message).toBe('');
    expect(fieldMessages({ ...validAccountRequest, message: '   ' })).toEqual({});
  });

  it("holds the owner profile's rules and messages for the names, e-mail and phone", () => {
    expect(
      fieldMessages({
        first_name: ' ',
        last_name: 'x'.repeat(51),
        email: 'priya-at-example',
        phone: '3035550177',
        property_address: '',
      }),
    ).toEqual({
      first_name: [messages.required],
      last_name: [messages.maxLength(50)],
      email: [messages.invalidEmail],
      phone: [messages.invalidProfilePhone],
      property_address: [messages.required],
    });
  });

  it('keeps the property address on one line and bounds both texts', () => {
    expect(
      fieldMessages({
        ...validAccountRequest,
        property_address: '48 Aspen Way\nBcc: someone@example.test',
        message: 'x'.repeat(2001),
      }),
    ).toEqual({ property_address: [messages.controlCharacters], message: [messages.maxLength(2000)] });
  });
});
