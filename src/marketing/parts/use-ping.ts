// The keep-alive of an open page of the site (`/_ping`): every SITE_PING_MS while the page is
// shown (a hidden tab pings nothing), so a load balancer or proxy in front of the exchange keeps
// the visitor's connection and the exchange sees the site is in use. Not the session's keep-alive
// (`/api/session/keep-alive`, the signed-in app's, every 420 s), which this does not replace.
import { useEffect } from 'react';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { SITE_PING_MS } from '../../protocol/marketing/feeds';
import type { SiteExchange } from '../site-context';

export function startPing(
  exchange: Pick<SiteExchange, 'call'>,
  doc: Pick<Document, 'visibilityState'>,
  timers: { setInterval(fn: () => void, ms: number): unknown; clearInterval(handle: unknown): void },
): () => void {
  const handle = timers.setInterval(() => {
    if (doc.visibilityState === 'visible') exchange.call(PUBLIC_CALLS.ping).catch(() => undefined);
  }, SITE_PING_MS);
  return () => timers.clearInterval(handle);
}

export function usePing(exchange: SiteExchange): void {
  useEffect(
    () =>
      startPing(exchange, document, {
        setInterval: (fn, ms) => window.setInterval(fn, ms),
        clearInterval: (h) => window.clearInterval(h as number),
      }),
    [exchange],
  );
}
