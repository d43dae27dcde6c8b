// Public reference and statistics data of REST v2 (PROTOCOL §5.2): configuration lists,
// derivatives status, liquidations and stats1. Paths and parameter shapes are the protocol's
// call table.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CALLS as C } from '../../src/protocol/calls/public';
import type { MarketData } from '../market/types';
import { invalidParam } from './protocol-error';
import type { UiBootstrap } from '../../src/protocol/public/ui-bootstrap';
import { isSiteId } from '../../src/protocol/site/variants';
import { serveCall } from './serve-call';

const DERIV_PREFIX = 'deriv:';

function derivSymbols(market: MarketData): string[] {
  return market
    .statusKeys()
    .filter((k) => k.startsWith(DERIV_PREFIX))
    .map((k) => k.slice(DERIV_PREFIX.length));
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The app's first data (`/v1/ui_bootstrap`), from the public conf of this site and market. */
export function uiBootstrap(market: MarketData, now: number): UiBootstrap {
  const site = market.conf('pub:site:id');
  return {
    site: isSiteId(site) ? site : 'default',
    platform: market.platformStatus(),
    time: now,
    features: strings(market.conf('pub:list:features')),
    pairs: {
      exchange: strings(market.conf('pub:list:pair:exchange')),
      margin: strings(market.conf('pub:list:pair:margin')),
      futures: strings(market.conf('pub:list:pair:futures')),
    },
    currencies: { all: strings(market.conf('pub:list:currency')), funding: strings(market.conf('pub:list:currency:funding')) },
    symbols: (Array.isArray(market.conf('pub:map:currency:sym')) ? (market.conf('pub:map:currency:sym') as unknown[]) : [])
      .filter((e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string')
      .map(([c, sym]) => [c, sym]),
  };
}

export function registerReferenceRoutes(app: FastifyInstance, market: MarketData): void {
  // No payload (a body other than {} is refused by the call's shape); the same object for everyone.
  serveCall(app, C.uiBootstrap, () => uiBootstrap(market, Date.now()));

  // One element per requested key, in order. A well-formed key the exchange does not know
  // yields null in its slot, so the other keys of a combined request (as the official client's
  // currencies() sends) still arrive; a malformed key is a parameter error.
  serveCall(app, C.conf, ({ params }) => (params.keys as string[]).map((key) => market.conf(key) ?? null));

  serveCall(app, C.derivStatus, ({ input }) => {
    const requested = input.keys ?? 'ALL';
    const wanted = requested === 'ALL' ? derivSymbols(market) : [...new Set(requested)];
    const rows: unknown[] = [];
    for (const key of wanted) {
      const row = market.derivStatus(DERIV_PREFIX + key);
      // The REST form has the key in front of the channel layout (PROTOCOL §2.6).
      if (row !== undefined) rows.push([key, ...row]);
    }
    return rows;
  });

  serveCall(app, C.derivStatusHist, ({ params, input }) => {
    const key = params.key as string;
    if (market.derivStatus(DERIV_PREFIX + key) === undefined) throw invalidParam('key');
    return market.derivStatusHist(key, input.window);
  });

  // Each entry is wrapped once more on the wire: [[["pos", …]], …] (PROTOCOL §5.2).
  serveCall(app, C.liquidations, ({ input }) => market.liquidations(input.window).map((row) => [row]));

  serveCall(app, C.stats, ({ params, input }) => {
    const last = params.section === 'last';
    const rows = market.stats1(params.key as string, last ? { limit: 1, sort: -1 } : input.window);
    if (rows === undefined) throw invalidParam('key');
    return last ? (rows[0] ?? []) : rows;
  });
}
