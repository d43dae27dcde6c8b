// The build's environment (src/services/config.ts): the hosts of the environment VITE_TRADEDESK_ENV
// names, baked into the client as the plain VITE_TRADEDESK_REST_PUBLIC / _REST_PRIVATE / _WS, so
// the minifier folds a missing one into the page's origin and the other environment's hosts never
// reach the bundle. The developer tools' switch is baked the same way: without
// VITE_TRADEDESK_DEVTOOLS=1 a production build's gate folds to `false` and the overlay's dynamic
// import (src/main.tsx) is dropped with everything it would load.
import { loadEnv } from 'vite';
import { environmentHosts } from '../src/services/config';

/** A define's source text: the value, or `undefined` (folded away by the minifier). */
const literal = (value: string | undefined) => (value === undefined ? 'undefined' : JSON.stringify(value));

export function environmentDefine(mode: string, dir = process.cwd()): Record<string, string> {
  const vars = loadEnv(mode, dir, 'VITE_TRADEDESK_');
  const { environment, hosts } = environmentHosts(vars);
  return {
    'import.meta.env.VITE_TRADEDESK_ENV': JSON.stringify(environment),
    'import.meta.env.VITE_TRADEDESK_REST_PUBLIC': literal(hosts.VITE_TRADEDESK_REST_PUBLIC),
    'import.meta.env.VITE_TRADEDESK_REST_PRIVATE': literal(hosts.VITE_TRADEDESK_REST_PRIVATE),
    'import.meta.env.VITE_TRADEDESK_WS': literal(hosts.VITE_TRADEDESK_WS),
    'import.meta.env.VITE_TRADEDESK_DEVTOOLS': JSON.stringify(vars.VITE_TRADEDESK_DEVTOOLS === '1' ? '1' : '0'),
  };
}
