// The user info's enforced-2FA slot (the exchange's own, 57) and the frame's rule built on it:
// the notice shows only when 2FA is enforced and the account has no second factor.
import { describe, expect, it } from 'vitest';
import { User, userFromInfoRow } from '../../../src/models/user';
import { USER_INFO_SLOTS, userInfoRow } from '../../../server/accounts/user-info';

const row = (enforceTfa: number, tfaType: string[]) =>
  userInfoRow({ id: 7, email: 'a@example.com', username: 'a', mtsAccountCreate: 1, verified: 0, enforceTfa, tfaType });

describe('enforced two-factor authentication in the user info', () => {
  it('reads the slot the exchange writes', () => {
    expect(USER_INFO_SLOTS.enforceTfa).toBe(57);
    expect(userFromInfoRow(row(1, []))?.enforceTfa).toBe(true);
    expect(userFromInfoRow(row(0, []))?.enforceTfa).toBe(false);
  });

  it('needs a second factor only when enforced and none is on', () => {
    const needs = (enforce: number, types: string[]) => User.create(userFromInfoRow(row(enforce, types))!).needsSecondFactor;
    expect(needs(1, [])).toBe(true);
    expect(needs(1, ['u2f'])).toBe(false);
    expect(needs(0, [])).toBe(false);
  });
});
