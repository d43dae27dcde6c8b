// The margin mode switch (`/v2/auth/w/margin/group`, account-side §6): only the screens that
// switch it load this (the positions widget, the account page). The exchange answers with its
// notification (also sent on the socket) or refuses with the shortfall; the caller then reads
// the user info again, whose teMarginGroup says the mode.
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import { MARGIN_CALLS } from '../../protocol/calls/margin';
import type { MarginGroup } from '../../protocol/account/margin-rules';
import { callAccount, errorText } from './env';

export type SwitchOutcome = { ok: true } | { ok: false; text: string };

export async function switchMarginGroup(node: IAnyStateTreeNode, group: MarginGroup): Promise<SwitchOutcome> {
  try {
    await callAccount(node, MARGIN_CALLS.marginGroupSet, { group });
    return { ok: true };
  } catch (err) {
    return { ok: false, text: errorText(err) };
  }
}
