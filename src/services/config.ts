// Where the exchange is. By default the embedded exchange that served this page; a build for a
// real exchange sets VITE_TRADEDESK_REST_PUBLIC / _REST_PRIVATE / _WS to its hosts.
export interface EndpointConfig {
  restPublic: string;
  restPrivate: string;
  ws: string;
}

export function endpointConfig(): EndpointConfig {
  const env = import.meta.env;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://127.0.0.1:8080';
  const wsOrigin = origin.replace(/^http/, 'ws');
  return {
    restPublic: (env.VITE_TRADEDESK_REST_PUBLIC as string | undefined) ?? origin,
    restPrivate: (env.VITE_TRADEDESK_REST_PRIVATE as string | undefined) ?? origin,
    ws: (env.VITE_TRADEDESK_WS as string | undefined) ?? `${wsOrigin}/ws/2`,
  };
}
