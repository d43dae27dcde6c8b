// Where the exchange is. By default the embedded exchange that served this page; a build for a
// real exchange names its hosts. The environments are the spec's (account-side §9: production,
// staging): `VITE_TRADEDESK_ENV` picks one at build time, production by default, and each has its
// own set of the same variables (production `VITE_TRADEDESK_REST_PUBLIC` / `_REST_PRIVATE` / `_WS`,
// staging the same names ending in `_STAGING`). The choice is made by vite.config.ts with
// environmentHosts() below and baked into the build as the three plain names, so the client's
// first load carries only the hosts it uses, never the table or the other environment's hosts.
export interface EndpointConfig {
  restPublic: string;
  restPrivate: string;
  ws: string;
}

export const ENVIRONMENTS = ['production', 'staging'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

/** The host variables of an environment, by their production names. */
const HOST_VARIABLES = ['VITE_TRADEDESK_REST_PUBLIC', 'VITE_TRADEDESK_REST_PRIVATE', 'VITE_TRADEDESK_WS'] as const;
export type HostVariable = (typeof HOST_VARIABLES)[number];

export interface EnvironmentHosts {
  environment: EnvironmentName;
  /** The hosts the build uses; a missing one is the page's own origin (the embedded exchange). */
  hosts: Partial<Record<HostVariable, string>>;
}

/**
 * The environment a build is for and its hosts, from the build's VITE_TRADEDESK_* variables.
 * Staging reads only the `_STAGING` names: a staging build never falls back to production's hosts
 * (it talks to the host that served it instead). A name that is not an environment is refused.
 */
export function environmentHosts(vars: Readonly<Record<string, string | undefined>>): EnvironmentHosts {
  const name = vars.VITE_TRADEDESK_ENV?.trim() || 'production';
  if (!(ENVIRONMENTS as readonly string[]).includes(name)) {
    throw new Error(`VITE_TRADEDESK_ENV must be one of ${ENVIRONMENTS.join(', ')}, got "${name}"`);
  }
  const environment = name as EnvironmentName;
  const suffix = environment === 'production' ? '' : `_${environment.toUpperCase()}`;
  const hosts: EnvironmentHosts['hosts'] = {};
  for (const variable of HOST_VARIABLES) {
    const value = vars[`${variable}${suffix}`]?.trim();
    if (value) hosts[variable] = value;
  }
  return { environment, hosts };
}

export function endpointConfig(): EndpointConfig {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:8080';
  const wsOrigin = origin.replace(/^http/, 'ws');
  // Each name is replaced by the build (vite.config.ts defines them from environmentHosts()).
  return {
    restPublic: (import.meta.env.VITE_TRADEDESK_REST_PUBLIC as string | undefined) ?? origin,
    restPrivate: (import.meta.env.VITE_TRADEDESK_REST_PRIVATE as string | undefined) ?? origin,
    ws: (import.meta.env.VITE_TRADEDESK_WS as string | undefined) ?? `${wsOrigin}/ws/2`,
  };
}
