// The link of a login refused from a new address (/login-confirm?token=…): the exchange allows the
// refused login's address. Only that link's page asks, so this lives here rather than in the
// session's calls, out of the first load.
import { ACCOUNT_CALLS } from '../protocol/calls/account';
import type { PublicRest } from '../services/rest';

/** The address now allowed to log in (the reply `[IP]`). */
export async function confirmLoginAddress(rest: Pick<PublicRest, 'call'>, token: string): Promise<string> {
  const reply = await rest.call(ACCOUNT_CALLS.loginConfirm, { token });
  if (!Array.isArray(reply) || typeof reply[0] !== 'string') throw new Error('login confirm: malformed reply');
  return reply[0];
}
