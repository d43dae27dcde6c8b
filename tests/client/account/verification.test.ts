// The verification form's rules (the exchange checks the same): the fields each level needs of
// each account type, the body's data (filled fields only, the country upper-cased, high net worth
// only for a company), and the exchange's answer read back.
import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, kycData, recordOf, requiredFields } from '../../../src/models/account/verification';

describe('verification form', () => {
  it('asks each level for its fields', () => {
    expect(requiredFields('individual', 1)).toEqual(['first_name', 'last_name', 'country']);
    expect(requiredFields('corporate', 1)).toEqual(['full_corporate_name', 'country']);
    expect(requiredFields('individual', 2)).toEqual([
      'first_name',
      'last_name',
      'country',
      'date_of_birth',
      'building',
      'street',
      'city',
      'zipcode',
    ]);
    expect(requiredFields('corporate', 3)).toEqual([
      'full_corporate_name',
      'country',
      'building',
      'street',
      'city',
      'zipcode',
      'id_document_type',
      'id_document_number',
    ]);
  });

  it('sends the filled fields only', () => {
    const fields = { ...EMPTY_FIELDS, first_name: ' Ada ', last_name: 'Lovelace', country: 'gb', high_net_worth: true };
    expect(kycData(fields, 'individual')).toEqual({ first_name: 'Ada', last_name: 'Lovelace', country: 'GB' });
    expect(kycData({ ...fields, full_corporate_name: 'Engines Ltd' }, 'corporate')).toMatchObject({
      high_net_worth: true,
      full_corporate_name: 'Engines Ltd',
    });
  });

  it("reads the exchange's answer, and anything else as no submission", () => {
    expect(recordOf(['rejected', 1, 'individual', { country: 'US' }, 'region: no', 5, 6, 0])).toEqual({
      status: 'rejected',
      levelRequested: 1,
      accountType: 'individual',
      data: { country: 'US' },
      reason: 'region: no',
      submittedAt: 5,
      decidedAt: 6,
      level: 0,
    });
    expect(recordOf({ nope: 1 }).status).toBe('none');
    expect(recordOf(['weird', 'x']).levelRequested).toBe(0);
  });
});
