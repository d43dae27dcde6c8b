// The calls of the modals asked before an action (account-side §2), a table of their own so that
// only the modals that ask them load it: the e-mail one-time code of an account with no other
// second factor (`/v2/auth/w/int/email-code`: mails a code for the action, answers
// `[EXPIRES_AT]`); the code then goes with the action's own call (a withdrawal's `email_code`).
import { arrayReply, defineCall, takes } from './define';
import type * as B from './modal-bodies';

export const MODAL_CALLS = {
  emailCode: defineCall({
    method: 'POST',
    path: '/v2/auth/w/int/email-code',
    auth: 'signed',
    cap: { scope: 'withdraw', write: true },
    input: takes<typeof B.EmailCodeBody>(),
    reply: arrayReply,
  }),
} as const;
