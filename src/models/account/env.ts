// What the account models get from services: the authenticated channel and the private REST
// calls (token header), both injected through the store environment.
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { CallDef, CallInput, CallReply } from '../../protocol/calls';
import type { CallArgs } from '../../services/rest';
import type { AccountChannelPort } from '../../services/account-channel';
import type { PrivateRest } from '../../services/private-rest';
import type { StoreEnv } from '../env';

/** The protocol's calls on the private host: signed with the session's credentials where the
 *  call's table entry says so. */
export type AccountRestPort = Pick<PrivateRest, 'call'> & Partial<Pick<PrivateRest, 'callAs'>>;

export interface AccountEnv {
  channel: AccountChannelPort;
  rest: AccountRestPort;
}

/** The account services, or undefined when this build runs without them (tests of other parts). */
export function accountEnv(node: IAnyStateTreeNode): AccountEnv | undefined {
  return getEnv<Partial<StoreEnv> & { account?: AccountEnv }>(node).account;
}

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A private REST call of `node`'s account (with the path's parameters, when it takes them); a failure
 *  is thrown as the exchange's text. */
export async function callAccount<C extends CallDef>(
  node: IAnyStateTreeNode,
  def: C,
  body: CallInput<C>,
  params?: Record<string, string>,
): Promise<CallReply<C>> {
  const env = accountEnv(node);
  if (!env) throw new Error('not signed in');
  try {
    return await env.rest.call(def, ...((params ? [body, params] : [body]) as CallArgs<C>));
  } catch (err) {
    throw new Error(errorText(err), { cause: err });
  }
}
