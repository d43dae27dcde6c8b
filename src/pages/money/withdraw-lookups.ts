// What the withdraw page asks the exchange about an address as it is typed: whether it is one of
// the currency's (and the method it takes), and the travel rule's threshold with the VASP the
// address belongs to, if known. Only this page asks, so the calls live beside it rather than in
// the money model, which is part of the workspace's first load.
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import { TRADING_CALLS } from '../../protocol/calls';
import type { AddressCheckReply } from '../../protocol/calls/trading';
import { callAccount } from '../../models/account/env';

export function checkAddress(node: IAnyStateTreeNode, currency: string, address: string): Promise<AddressCheckReply> {
  return callAccount(node, TRADING_CALLS.checkAddress, { currency, address });
}

/** [threshold in USD, the VASP the address belongs to, if known]. */
export async function travelRule(node: IAnyStateTreeNode, address: string): Promise<{ thresholdUsd: number; vasp: string | null }> {
  const r: unknown[] = await callAccount(node, TRADING_CALLS.travelRule, { address });
  return { thresholdUsd: Number(r[0] ?? 1000), vasp: typeof r[1] === 'string' ? r[1] : null };
}
