// What the login guard does on a path: show the page, wait for the stored session to be read, or
// send the visitor to the login page.
import { requiresLogin } from '../paths';

export type GuardDecision = 'render' | 'wait' | 'login';

export function guardDecision(pathname: string, status: 'unknown' | 'anonymous' | 'signedIn', always = false): GuardDecision {
  if (!(always || requiresLogin(pathname)) || status === 'signedIn') return 'render';
  return status === 'unknown' ? 'wait' : 'login';
}
