// The group's calls (account-side §3, the user info's groupAllowDisableContextSwitch and
// groupDisableContextSwitch), a table of their own so that only the sub-accounts page loads them:
// the group's master (a main account; its sub-accounts are the group) sets whether its members
// may switch context (the account switcher) and whether a member may turn switching off for
// itself. The reply is the group's flags, [ALLOW_DISABLE, DISABLE] (0 or 1 each).
import { arrayReply, defineCall, takes } from './define';
import type * as B from './account-bodies';

export const GROUP_CALLS = {
  contextSwitch: defineCall({
    method: 'POST',
    path: '/v2/auth/w/subaccounts/context_switch',
    auth: 'signed',
    cap: { scope: 'account', write: true },
    input: takes<typeof B.ContextSwitchBody>(),
    reply: arrayReply,
  }),
} as const;
