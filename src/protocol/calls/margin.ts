// The margin mode's call (account-side §6, issue 15 item 5), a table of its own so that only the
// screens that switch it (the account page, the positions widget) load it: `{group}` — 0
// cross-collateral, 1 isolated (the default) — answered with the notification `margin_group`
// whose data is `[GROUP]`; a switch that what is open would not fit is refused with the shortfall.
// The mode changes how positions are collateralised and liquidated, so it needs the right to
// write positions. The group itself is read from user info (teMarginGroup) or the core setting
// `te_conf_margin_group` (`/v2/auth/r/settings/core`).
import { defineCall, takes } from './define';
import { notificationReply } from './trading';
import type * as B from './trading-bodies';

export const MARGIN_CALLS = {
  marginGroupSet: defineCall({
    method: 'POST',
    path: '/v2/auth/w/margin/group',
    auth: 'signed',
    cap: { scope: 'positions', write: true },
    input: takes<typeof B.MarginGroupBody>(),
    reply: notificationReply,
  }),
} as const;
