// Inputs and path parameters of the public calls (PROTOCOL §5.2), checked by the exchange with zod.
// Query values arrive as text; the calculations take their fields from the query or the body.
import { z } from 'zod';
import { currencyParam, decimalParam, intParam, optionalText, symbolListParam, symbolParam } from './params';
import { withWindow } from './window';
import { ARTICLE_CATEGORIES, HELP_TAGS, PAGE_NAME_RE } from '../marketing/pages';
import { BLOG_SLUG_RE, LEAD_SOURCES } from '../marketing/feeds';
import { REF_CODE_PATTERN } from '../programmes/affiliates';

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

/** `/v1/ui_bootstrap` takes no payload: an empty body (or none) only. */
export const UiBootstrapBody = z.union([z.undefined(), z.null(), z.object({}).strict()]);

const fiatFxParam = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]);

const MAX_FX_BATCH = 200;

/** `/v2/int/geo/ip?ip=…` (the address is optional: absent, the caller's own). */
export const GeoIpQuery = z.object({ ip: z.string().max(64).optional() });

/** A path of the site as the analytics calls take it. */
const sitePath = z
  .string()
  .min(1)
  .max(200)
  .regex(/^\/[A-Za-z0-9/_.:-]*$/);

/** A first-party page view (only sent with the visitor's analytical consent). */
export const PageviewBody = z.object({ path: sitePath });

/** A lead: a visitor reached a sign-up page (only sent with the visitor's analytical consent). */
export const LeadBody = z.object({
  source: z.enum(LEAD_SOURCES),
  page: sitePath,
  refcode: z.string().regex(REF_CODE_PATTERN).optional(),
});

/** `/v1/blog?limit=10` (or `slug=…` for one post). */
export const BlogQuery = z.object({
  slug: optionalText(z.string().max(80).regex(BLOG_SLUG_RE)),
  limit: optionalText(intParam(1, 50)),
});

/** `/v1/releases?limit=20`. */
export const ReleasesQuery = z.object({ limit: optionalText(intParam(1, 100)) });

/** `/v1/articles?category=news&limit=10&start=0` (or `id=3` for one). */
export const ArticlesQuery = z.object({
  category: optionalText(z.enum(ARTICLE_CATEGORIES)),
  tag: optionalText(z.enum(HELP_TAGS)),
  id: optionalText(intParam(1, 1_000_000_000)),
  limit: optionalText(intParam(1, 50)),
  start: optionalText(intParam(0, 1_000_000)),
});
export const PageDataPath = z.object({ page: z.string().max(120).regex(PAGE_NAME_RE) });

export const SymbolPath = z.object({ symbol: symbolParam });
export const TickersQuery = z.object({ symbols: optionalText(symbolListParam) });
export const TickersHistQuery = withWindow({ symbols: optionalText(symbolListParam) }, 100, 250);
export const TradesHistQuery = withWindow({}, 125, 10_000);
export const BookPath = z.object({ symbol: symbolParam, prec: z.enum(BOOK_PRECS) });
export const BookQuery = z.object({ len: optionalText(z.enum(BOOK_LENS)) });
export const CandlesPath = z.object({ key: candleKeyParam, section: sectionParam });
export const CandlesQuery = withWindow({}, 100, 10_000);
export const ConfPath = z.object({ keys: confKeysParam });
export const DerivStatusPath = z.object({ type: z.literal('deriv') });
export const DerivStatusQuery = z.object({ keys: optionalText(derivKeysParam) });
export const DerivStatusHistPath = z.object({ type: z.literal('deriv'), key: symbolParam });
export const DerivStatusHistQuery = withWindow({}, 100, 5_000);
export const LiquidationsQuery = withWindow({}, 100, 500);
export const StatsPath = z.object({ key: statsKeyParam, section: sectionParam });
export const StatsQuery = withWindow({}, 100, 10_000);
export const CalcTradeAvgInput = z.object({
  symbol: symbolParam,
  amount: decimalParam.refine((v) => v !== 0),
  period: optionalText(intParam(2, 120)),
  price_limit: optionalText(decimalParam.refine((v) => v > 0)),
  rate_limit: optionalText(decimalParam.refine((v) => v > 0)),
});
export const CalcFxInput = z.object({ ccy1: currencyParam, ccy2: currencyParam, fiat_fx: fiatFxParam.optional() });
export const CalcFxBatchInput = z.object({
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
});
