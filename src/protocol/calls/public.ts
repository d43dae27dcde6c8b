// The public calls of REST v2 (PROTOCOL §5.2): market data, reference data and calculations.
import { z } from 'zod';
import { arrayReply, defineCall } from './define';
import { currencyParam, decimalParam, intParam, optionalText, symbolListParam, symbolParam } from './params';
import { withWindow } from './window';

const BOOK_PRECS = ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'] as const;
const BOOK_LENS = ['1', '25', '100', '250'] as const;

/** A candle key: trade:TF:SYMBOL, trade:TF:fUSD:p30, trade:TF:fUSD:a30:p2:p30. Only the
 *  characters are checked here; whether the key names a market is the market's answer. */
const candleKeyParam = z
  .string()
  .max(64)
  .regex(/^trade:[A-Za-z0-9:]+$/);
const sectionParam = z.enum(['last', 'hist']);

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

const fiatFxParam = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

const MAX_FX_BATCH = 200;

/** A public GET answering a JSON array: market and reference data. */
const publicGet = <P extends string, I extends z.ZodType = z.ZodType>(path: P, parts: { params?: z.ZodType; input?: I } = {}) =>
  defineCall<P, I, unknown[]>({ method: 'GET', path, auth: 'public', ...parts, reply: arrayReply });

/** A public calculation: a POST whose input may come as the query or the body. */
const publicPost = <P extends string, I extends z.ZodType>(path: P, input: I) =>
  defineCall<P, I, unknown[]>({ method: 'POST', path, auth: 'public', input, reply: arrayReply });

export const PUBLIC_CALLS = {
  platformStatus: publicGet('/v2/platform/status'),
  ticker: publicGet('/v2/ticker/:symbol', { params: z.object({ symbol: symbolParam }) }),
  tickers: publicGet('/v2/tickers', { input: z.object({ symbols: optionalText(symbolListParam) }) }),
  tickersHist: publicGet('/v2/tickers/hist', { input: withWindow({ symbols: optionalText(symbolListParam) }, 100, 250) }),
  tradesHist: publicGet('/v2/trades/:symbol/hist', { params: z.object({ symbol: symbolParam }), input: withWindow({}, 125, 10_000) }),
  book: publicGet('/v2/book/:symbol/:prec', {
    params: z.object({ symbol: symbolParam, prec: z.enum(BOOK_PRECS) }),
    input: z.object({ len: optionalText(z.enum(BOOK_LENS)) }),
  }),
  candles: publicGet('/v2/candles/:key/:section', {
    params: z.object({ key: candleKeyParam, section: sectionParam }),
    input: withWindow({}, 100, 10_000),
  }),
  conf: publicGet('/v2/conf/:keys', { params: z.object({ keys: confKeysParam }) }),
  derivStatus: publicGet('/v2/status/:type', {
    params: z.object({ type: z.literal('deriv') }),
    input: z.object({ keys: optionalText(derivKeysParam) }),
  }),
  derivStatusHist: publicGet('/v2/status/:type/:key/hist', {
    params: z.object({ type: z.literal('deriv'), key: symbolParam }),
    input: withWindow({}, 100, 5_000),
  }),
  liquidations: publicGet('/v2/liquidations/hist', { input: withWindow({}, 100, 500) }),
  stats: publicGet('/v2/stats1/:key/:section', {
    params: z.object({ key: statsKeyParam, section: sectionParam }),
    input: withWindow({}, 100, 10_000),
  }),
  /** The official clients differ on where the fields go (node: query, py: body); both are read. */
  calcTradeAvg: publicPost(
    '/v2/calc/trade/avg',
    z.object({
      symbol: symbolParam,
      amount: decimalParam.refine((v) => v !== 0),
      period: optionalText(intParam(2, 120)),
      price_limit: optionalText(decimalParam.refine((v) => v > 0)),
      rate_limit: optionalText(decimalParam.refine((v) => v > 0)),
    }),
  ),
  calcFx: publicPost('/v2/calc/fx', z.object({ ccy1: currencyParam, ccy2: currencyParam, fiat_fx: fiatFxParam.optional() })),
  calcFxBatch: publicPost(
    '/v2/calc/fx/batch',
    z.object({
      pairs: z
        .array(
          z.object({
            ccy1: currencyParam,
            ccy2: currencyParam,
            amount: decimalParam.refine((v) => v >= 0).optional(),
            fiat_fx: fiatFxParam.optional(),
          }),
        )
        .min(1)
        .max(MAX_FX_BATCH),
    }),
  ),
} as const;
