import { describe, expect, it } from 'vitest';
import { composeOverdueMail } from './webhook-overdue-check';

const event = (type: string) => ({
  webhookId: 'msg_late',
  type,
  happenedAt: '2027-01-05T10:00:00.000Z',
  propertyId: 3,
  propertyName: 'Aspen Lodge',
  propertyAddress: '12 Juniper Lane',
  startDate: '2027-02-01',
  endDate: '2027-02-04',
});

describe('the operations e-mail of an owner event that is late', () => {
  it("names a block's dates as every screen does: its first night and the day it is free again", () => {
    const mail = composeOverdueMail({
      to: 'ops@test',
      brandName: 'Harborstay',
      event: event('block.created'),
    });
    expect(mail.subject).toBe(
      'Maintenance block created, not yet in your system: Aspen Lodge, first night 2027-02-01, free again 2027-02-04',
    );
    expect(mail.text).toContain('First night: 2027-02-01\nFree again: 2027-02-04\n');
    expect(mail.html).toContain('<th align="left" style="padding:4px 12px 4px 0">First night</th>');
  });

  it('names a stay by its check-in and check-out', () => {
    const mail = composeOverdueMail({
      to: 'ops@test',
      brandName: 'Harborstay',
      event: event('owner_stay.canceled'),
    });
    expect(mail.subject).toBe(
      'Owner stay canceled, not yet in your system: Aspen Lodge, 2027-02-01 to 2027-02-04',
    );
    expect(mail.text).toContain('Check-in: 2027-02-01\nCheck-out: 2027-02-04\n');
  });
});
