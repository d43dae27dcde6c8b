// The compliance calls of sign-up and verification (account-side §7), a table of their own so
// that only the pages that ask them load it: the exchange's countries (`/v2/int/countries`,
// [[CODE, NAME], …] by name), chosen at sign-up and as residence; the US-resident declaration
// (`/v1/account_us_resident`): with us_resident it is made (or changed), without it read; it
// answers `[US_RESIDENT 1 | 0 | null, DECLARED_AT | null]` (null: none made).
import { arrayReply, defineCall, rawReply, takes } from './define';
import type * as B from './account-bodies';

export const COMPLIANCE_CALLS = {
  countries: defineCall({ method: 'GET', path: '/v2/int/countries', auth: 'public', reply: arrayReply }),
  usResident: defineCall({
    method: 'POST',
    path: '/v1/account_us_resident',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    input: takes<typeof B.UsResidentBody>(),
    reply: rawReply,
  }),
} as const;
