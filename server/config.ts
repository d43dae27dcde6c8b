// Settings of the embedded exchange, all from the environment (README lists them).
import { SITE_IDS, type SiteId, siteIdOf } from '../src/protocol/site/variants';
import path from 'node:path';
import { DEFAULT_DISK_RESERVE_MB } from './store/space';
import { DEFAULT_BLOCKED_REGIONS } from '../src/protocol/account/trading-access';
import { DEFAULT_STAKING_PERIOD_MS } from '../src/protocol/account/staking';
import { CUSTODY_KINDS, type CustodyKind } from './trading/custody/index';
import { DEFAULT_CUSTODY_FEE_PERIOD_MS, DEFAULT_CUSTODY_REVIEW_MS } from './trading/custody/simulated';
import { parseTrustProxy, type TrustProxy } from './guard/client-address';

export type MarketRate = 'calm' | 'normal' | 'busy' | 'firehose';
const RATES: readonly MarketRate[] = ['calm', 'normal', 'busy', 'firehose'];

/** Days of public market history (trades, ticker history, derivatives status) kept. */
export const DEFAULT_HISTORY_DAYS = 30;

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  seed: number;
  marketRate: MarketRate;
  /** REST requests per minute per IP and endpoint before 429 / 11010. */
  rateLimitPerMinute: number;
  staticDir: string;
  /** TRADEDESK_HISTORY_DAYS; absent in configs written by hand (tests, benchmarks): the default. */
  historyDays?: number;
  /** TRADEDESK_WS_CONNECTIONS_PER_MINUTE: new WebSocket connections per address per minute
   *  (absent: the protocol's 20). */
  wsConnectionsPerMinute?: number;
  /** TRADEDESK_DISK_RESERVE_MB: room the disk must have for new orders and offers (absent: 16). */
  diskReserveMb?: number;
  /** TRADEDESK_KYC_REVIEW_MS: how long the local verification reviewer takes (absent: 3000). */
  kycReviewMs?: number;
  /** TRADEDESK_BLOCK_COMPL_REGION: countries whose residents are refused (absent: US). */
  blockedRegions?: string[];
  /** TRADEDESK_ENFORCE_2FA: every account must have a second factor to withdraw or make API keys. */
  enforceTfa?: boolean;
  /** TRADEDESK_SECURITIES_MASTERS: e-mails (comma-separated) of the accounts made securities
   *  masters at start (they see every sale and every subscription). */
  securitiesMasters?: string[];
  /** TRADEDESK_SITE: the site variant (default, tr, br, jp; absent: default). */
  site?: SiteId;
  /** TRADEDESK_COUNTRY: the country the exchange answers for every visitor (absent: unknown). */
  country?: string;
  /** TRADEDESK_MAINTENANCE: `/v2/platform/status` answers 0 (maintenance) and the site says so. */
  maintenance?: boolean;
  /** TRADEDESK_STAKING_PERIOD_MS: staking rewards are paid at the end of every period this long
   *  (absent: a day). */
  stakingPeriodMs?: number;
  /** TRADEDESK_CUSTODY: the custody partner (`simulated` or `off`; absent: simulated). */
  custody?: CustodyKind;
  /** TRADEDESK_CUSTODY_REVIEW_MS: how long the simulated custody partner's KYC review takes
   *  (absent: 2000). */
  custodyReviewMs?: number;
  /** TRADEDESK_CUSTODY_FEE_PERIOD_MS: the custody fee accrues and is charged at the end of every
   *  period this long, a day's fee a period (absent: a day). */
  custodyFeePeriodMs?: number;
  /** TRADEDESK_TRUST_PROXY: the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are
   *  believed (absent: none, the socket's peer is the client). */
  trustProxy?: TrustProxy;
  /** log2 of scrypt's N for password hashes; not a setting of the environment (the product always
   *  hashes at OWASP's 2^17): configs written by hand for tests lower it to keep sign-ups quick. */
  passwordLogN?: number;
}

export const DEFAULT_KYC_REVIEW_MS = 3000;
export const DEFAULT_BLOCK_COMPL_REGION = DEFAULT_BLOCKED_REGIONS.join(',');

/** A comma-separated list of country codes ("" for none). */
function regionsSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string[] {
  const raw = env[name] ?? fallback;
  const codes = raw
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');
  const bad = codes.find((c) => !/^[A-Z]{2}$/.test(c));
  if (bad !== undefined) throw new ConfigError(`${name} must list two-letter country codes separated by commas, got "${raw}"`);
  return codes;
}

export class ConfigError extends Error {}

function countrySetting(env: NodeJS.ProcessEnv): string | undefined {
  const raw = (env.TRADEDESK_COUNTRY ?? '').trim().toUpperCase();
  if (raw === '') return undefined;
  if (!/^[A-Z]{2}$/.test(raw)) throw new ConfigError(`TRADEDESK_COUNTRY must be a two-letter country code, got "${env.TRADEDESK_COUNTRY}"`);
  return raw;
}

function custodySetting(env: NodeJS.ProcessEnv): CustodyKind {
  const raw = (env.TRADEDESK_CUSTODY ?? '').trim().toLowerCase();
  if (raw === '') return 'simulated';
  if (!(CUSTODY_KINDS as readonly string[]).includes(raw)) {
    throw new ConfigError(`TRADEDESK_CUSTODY must be one of ${CUSTODY_KINDS.join(', ')}, got "${env.TRADEDESK_CUSTODY}"`);
  }
  return raw as CustodyKind;
}

function trustProxySetting(env: NodeJS.ProcessEnv): TrustProxy | undefined {
  try {
    return parseTrustProxy(env.TRADEDESK_TRUST_PROXY);
  } catch (err) {
    throw new ConfigError(
      `TRADEDESK_TRUST_PROXY must be true, a hop count or proxy addresses and CIDR ranges separated by commas: ${(err as Error).message}`,
      { cause: err },
    );
  }
}

function siteSetting(env: NodeJS.ProcessEnv): SiteId {
  const id = siteIdOf(env.TRADEDESK_SITE);
  if (!id)
    throw new ConfigError(
      `TRADEDESK_SITE must be one of ${SITE_IDS.join(', ')} (or turkish, brazilian, japanese), got "${env.TRADEDESK_SITE}"`,
    );
  return id;
}

/** 1/true/yes or 0/false/no (absent or empty: false). */
function boolSetting(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false' || raw === 'no') return false;
  if (raw === '1' || raw === 'true' || raw === 'yes') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${env[name]}"`);
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const rate = (env.TRADEDESK_MARKET_RATE ?? 'normal') as MarketRate;
  if (!RATES.includes(rate)) {
    throw new ConfigError(`TRADEDESK_MARKET_RATE must be one of ${RATES.join(', ')}, got "${rate}"`);
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: intSetting(env, 'PORT', 8080, 0, 65535),
    dataDir: path.resolve(root, env.TRADEDESK_DATA || './data'),
    seed: intSetting(env, 'TRADEDESK_SEED', 1, 0, 2 ** 31 - 1),
    marketRate: rate,
    rateLimitPerMinute: intSetting(env, 'TRADEDESK_RATE_LIMIT', 600, 1, 1_000_000),
    staticDir: path.resolve(root, env.TRADEDESK_CLIENT_DIR || './dist/client'),
    historyDays: intSetting(env, 'TRADEDESK_HISTORY_DAYS', DEFAULT_HISTORY_DAYS, 1, 36_500),
    wsConnectionsPerMinute: intSetting(env, 'TRADEDESK_WS_CONNECTIONS_PER_MINUTE', 20, 1, 1_000_000),
    diskReserveMb: intSetting(env, 'TRADEDESK_DISK_RESERVE_MB', DEFAULT_DISK_RESERVE_MB, 0, 1_000_000),
    kycReviewMs: intSetting(env, 'TRADEDESK_KYC_REVIEW_MS', DEFAULT_KYC_REVIEW_MS, 0, 86_400_000),
    blockedRegions: regionsSetting(env, 'TRADEDESK_BLOCK_COMPL_REGION', DEFAULT_BLOCK_COMPL_REGION),
    enforceTfa: boolSetting(env, 'TRADEDESK_ENFORCE_2FA'),
    securitiesMasters: (env.TRADEDESK_SECURITIES_MASTERS ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e.length > 0),
    maintenance: boolSetting(env, 'TRADEDESK_MAINTENANCE'),
    stakingPeriodMs: intSetting(env, 'TRADEDESK_STAKING_PERIOD_MS', DEFAULT_STAKING_PERIOD_MS, 1000, 366 * 86_400_000),
    custody: custodySetting(env),
    custodyReviewMs: intSetting(env, 'TRADEDESK_CUSTODY_REVIEW_MS', DEFAULT_CUSTODY_REVIEW_MS, 0, 86_400_000),
    custodyFeePeriodMs: intSetting(env, 'TRADEDESK_CUSTODY_FEE_PERIOD_MS', DEFAULT_CUSTODY_FEE_PERIOD_MS, 1000, 366 * 86_400_000),
    site: siteSetting(env),
    country: countrySetting(env),
    trustProxy: trustProxySetting(env),
  };
}
