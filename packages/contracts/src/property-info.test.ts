import { describe, expect, it } from 'vitest';
import { ZPropertyInfoForm, ZPropertyUpdateRequest, type TPropertyInfoForm } from './property-info';
import { propertyInfoEditableFields } from './testing/fixtures';

/** The demo's contacts with the business type set, so that every field holds a value a rule checks. */
const valid: TPropertyInfoForm = { ...propertyInfoEditableFields, business_individual: 'Individual' };

function errorsOf(values: Partial<TPropertyInfoForm>) {
  const result = ZPropertyInfoForm.safeParse({ ...valid, ...values });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('the Property Info form (spec section 5)', () => {
  it('accepts the demo contacts and empty optional fields', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each(['+1970555012', '+197055501234', '9705550123', '+2970555012', '+1 970 555 0123', '+1970555012a'])(
    'refuses the phone %s with the spec message',
    (phone) => {
      expect(errorsOf({ secondary_phone: phone })).toEqual({ secondary_phone: ['Invalid phone format.'] });
      expect(errorsOf({ third_phone: phone })).toEqual({ third_phone: ['Invalid phone format.'] });
    },
  );

  it('limits contact names to 25, e-mails and company structure to 50', () => {
    expect(errorsOf({ third_contact_first_name: 'x'.repeat(25) })).toEqual({});
    expect(errorsOf({ third_contact_last_name: 'x'.repeat(26) })).toEqual({
      third_contact_last_name: ['Max length: 25 symbols'],
    });
    expect(errorsOf({ company_structure: 'x'.repeat(51) })).toEqual({
      company_structure: ['Max length: 50 symbols'],
    });
    expect(errorsOf({ secondary_email: `${'x'.repeat(40)}@example.com` }).secondary_email).toContain(
      'Max length: 50 symbols',
    );
    expect(errorsOf({ third_email: 'not-an-email' })).toEqual({ third_email: ['Invalid email format'] });
  });

  it('knows only Business and Individual, or no choice', () => {
    expect(errorsOf({ business_individual: null })).toEqual({});
    expect(ZPropertyInfoForm.safeParse({ ...valid, business_individual: 'Trust' }).success).toBe(false);
  });
});

describe('the PUT body', () => {
  it('keeps the id and the editable fields and drops everything else', () => {
    const parsed = ZPropertyUpdateRequest.parse({
      id: 7,
      third_phone: null,
      street_address: '1 Elsewhere',
      recipient_tin: '123456789',
      status: 'completed',
    });
    expect(parsed).toEqual({ id: 7, third_phone: null });
  });
});
