// Public reference and statistics data of REST v2 (PROTOCOL §5.2): configuration lists,
// derivatives status, liquidations and stats1.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MarketData } from '../market/types';
import { invalidParam } from './protocol-error';
import { optionalText, parseHistQuery, parseParams, symbolParam } from './params';

/** pub:list:pair:exchange, pub:map:currency:tx:fee, pub:info:pair:fee:ovr, … */
const CONF_KEY_RE = /^pub:[A-Za-z0-9_.-]+(:[A-Za-z0-9_.-]+)*$/;
const confKeysParam = z
  .string()
  .max(4096)
  .transform((text) => text.split(','))
  .pipe(z.array(z.string().max(128).regex(CONF_KEY_RE)).min(1).max(50));

/** keys=ALL or keys=tBTCF0:USTF0,tETHF0:USTF0 (deriv keys are symbols without the prefix). */
const derivKeysParam = z
  .string()
  .max(8192)
  .transform((text) => (text === 'ALL' ? ('ALL' as const) : text.split(',')))
  .pipe(z.union([z.literal('ALL'), z.array(symbolParam).min(1).max(500)]));

const statsKeyParam = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
const sectionParam = z.enum(['last', 'hist']);

const DERIV_PREFIX = 'deriv:';

function derivSymbols(market: MarketData): string[] {
  return market
    .statusKeys()
    .filter((k) => k.startsWith(DERIV_PREFIX))
    .map((k) => k.slice(DERIV_PREFIX.length));
}

export function registerReferenceRoutes(app: FastifyInstance, market: MarketData): void {
  // One element per requested key, in order. A well-formed key the exchange does not know
  // yields null in its slot, so the other keys of a combined request (as the official client's
  // currencies() sends) still arrive; a malformed key is a parameter error.
  app.get('/v2/conf/:keys', async (request) => {
    const { keys } = parseParams(z.object({ keys: confKeysParam }), request.params, 'keys');
    return keys.map((key) => market.conf(key) ?? null);
  });

  app.get('/v2/status/:type', async (request) => {
    parseParams(z.object({ type: z.literal('deriv') }), request.params, 'type');
    const { keys } = parseParams(z.object({ keys: optionalText(derivKeysParam) }), request.query, 'keys');
    const requested = keys ?? 'ALL';
    const wanted = requested === 'ALL' ? derivSymbols(market) : [...new Set(requested)];
    const rows: unknown[] = [];
    for (const key of wanted) {
      const row = market.derivStatus(DERIV_PREFIX + key);
      // The REST form has the key in front of the channel layout (PROTOCOL §2.6).
      if (row !== undefined) rows.push([key, ...row]);
    }
    return rows;
  });

  app.get('/v2/status/:type/:key/hist', async (request) => {
    const { key } = parseParams(z.object({ type: z.literal('deriv'), key: symbolParam }), request.params, 'key');
    if (market.derivStatus(DERIV_PREFIX + key) === undefined) throw invalidParam('key');
    return market.derivStatusHist(key, parseHistQuery(request.query, 100, 5_000));
  });

  app.get('/v2/liquidations/hist', async (request) => {
    const q = parseHistQuery(request.query, 100, 500);
    // Each entry is wrapped once more on the wire: [[["pos", …]], …] (PROTOCOL §5.2).
    return market.liquidations(q).map((row) => [row]);
  });

  app.get('/v2/stats1/:key/:section', async (request) => {
    const { key, section } = parseParams(z.object({ key: statsKeyParam, section: sectionParam }), request.params, 'key');
    if (section === 'last') {
      const rows = market.stats1(key, { limit: 1, sort: -1 });
      if (rows === undefined) throw invalidParam('key');
      return rows[0] ?? [];
    }
    const rows = market.stats1(key, parseHistQuery(request.query, 100, 10_000));
    if (rows === undefined) throw invalidParam('key');
    return rows;
  });
}
