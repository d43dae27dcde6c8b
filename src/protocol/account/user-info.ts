// REST `/v2/auth/r/info/user` (PROTOCOL §5.3): a positional list of 55+ slots. Only the indices
// the sources agree on are named; the paper-trade and merchant slots differ between node (21, 22)
// and py (23, 24) and are left unread.
import { recordCodec, type Decoded } from '../record';

export interface UserInfo extends Decoded<typeof userInfoCodec> {}
export const userInfoCodec = recordCodec(55, {
  id: [0, 'num'],
  email: [1, 'str'],
  username: [2, 'str'],
  mtsAccountCreate: [3, 'num?'],
  verified: [4, 'bool'],
  verificationLevel: [5, 'num?'],
  timezone: [7, 'str?'],
  locale: [8, 'str?'],
  company: [9, 'str?'],
  emailVerified: [10, 'bool'],
});
export const USER_INFO_LENGTH = userInfoCodec.length;
