// Puts the embedded exchange together: store → engines and simulator → trading → accounts →
// REST and WebSocket (public channels and the authenticated channel 0).
import { withSite } from './market/site-conf';
import { registerSiteRoutes } from './http/site-routes';
import { withBanners } from './content/banner-conf';
import { registerContentRoutes } from './http/content-routes';
import { createContentStore } from './content/store';
import { createPageData } from './content/page-data';
import { withWebsite } from './market/website-conf';
import { SITES, enabledOn } from '../src/protocol/site/variants';
import { loadVaultKey } from './accounts/vault-key';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_HISTORY_DAYS, DEFAULT_KYC_REVIEW_MS, type ServerConfig } from './config';
import { DEFAULT_STAKING_PERIOD_MS } from '../src/protocol/account/staking';
import { openStore, type SqliteStore } from './store/sqlite';
import { DEFAULT_DISK_RESERVE_MB } from './store/space';
import { startRetention } from './store/retention';
import { createMarkets, type Markets } from './market/index';
import { createHttpApp } from './http/app';
import { createWsGateway, type WsGatewayOptions } from './ws/gateway';
import { proxyTrust } from './guard/client-address';
import { AccountError, DEFAULT_DEMO_PASSWORD, createAccounts, type Accounts } from './accounts/index';
import { isCapability } from './accounts/capabilities';
import { accountRoutes } from './http/account-routes';
import { authenticate } from './http/auth/guard';
import { upgradeSession } from './http/auth/session-cookie';
import { createSocketAdmission } from './ws/socket-admission';
import { tradingRoutes, type TradingAuthenticator } from './http/trading-routes';
import { createTrading, type Trading } from './trading/index';
import type { WithdrawalConfirmation } from './trading/withdrawals';
import { TRADING_CALLS } from '../src/protocol/calls/trading';
import { createPrivateChannel } from './ws/private/index';
import { accountGates } from './accounts/gates';
import { CROSS_MARGIN_GROUP, MARGIN_GROUP_KEY } from '../src/protocol/account/margin-rules';
import { checkAddress } from './trading/address-rules';
import { createMovementMail } from './accounts/movement-mail';
import type { MovementMail } from './trading/movement-notice';
import { reportRows } from './trading/report-rows';

export interface DemoCredentials {
  userId: number;
  email: string;
  password: string;
  apiKey: string;
  apiSecret: string;
}

export interface RunningExchange {
  url: string;
  port: number;
  /** Lines to print about the demo account (email, password, API key and secret). */
  demoLines: string[];
  demo: DemoCredentials;
  /** The exchange's own parts, for tests and benchmarks in the same process. */
  accounts: Accounts;
  trading: Trading;
  /** The SQLite file's handle (fault tests fill its disk) and the markets' engines. */
  store: SqliteStore;
  markets: Markets;
  close(): Promise<void>;
}

export interface ExchangeOptions {
  logger?: boolean;
  env?: NodeJS.ProcessEnv;
  /** The clock of trading (quotes, staking and custody periods, funding, its timers): a test that
   *  needs a period to pass moves its own clock instead of sleeping (tests/test-clock.ts). The
   *  accounts keep the real one, so sessions do not expire as the test's days go by. */
  now?: () => number;
  /** Gateway settings (heartbeat, inbound rate) for tests and benchmarks. */
  ws?: Pick<WsGatewayOptions, 'heartbeatMs' | 'inboundRate' | 'maxPayload' | 'maxBufferedBytes' | 'bookBatchMs'>;
}

/** The REST trading routes' gate: the request's credentials and the capability of the call. */
function tradingAuthenticator(accounts: Accounts): TradingAuthenticator {
  return async (req: FastifyRequest, { scope, write }) => {
    if (!isCapability(scope)) throw new Error(`trading route with an unknown capability: ${scope}`);
    try {
      const auth = authenticate(accounts, req, { cap: scope, access: write ? 'write' : 'read' });
      return { userId: auth.userId };
    } catch (err) {
      if (err instanceof AccountError) return { error: [err.code, err.message] };
      throw err;
    }
  };
}

/** A withdrawal waits for the link of an e-mail to its owner (the local outbox): the withdrawal
 *  check, on unless the owner turned it off (the security flag no_enforce_withdrawal_check, changed
 *  only through an approved security change). A sub-account's follow its master's security: the
 *  master's flag, and the master's mailed code where the master confirms by one. */
function withdrawalMail(accounts: Accounts): WithdrawalConfirmation {
  return {
    required: (user) => accounts.settings.coreValue(accounts.ownerIdOf(user), 'no_enforce_withdrawal_check') !== '1',
    takeCode: (user, code) => accounts.emailCodes.take(accounts.ownerIdOf(user), 'withdraw', code),
    permittedBeneficiary: (user) => accounts.users.byId(user) !== undefined && accounts.permittedBeneficiary(user),
    send(w) {
      const user = accounts.users.byId(w.user);
      if (!user) return;
      const link = `${TRADING_CALLS.withdrawConfirmLink.path}?token=${encodeURIComponent(w.token)}`;
      accounts.outbox.send({
        userId: user.id,
        to: user.email,
        kind: 'confirm-withdrawal',
        subject: `Confirm your withdrawal of ${w.amount} ${w.currency}`,
        body: `You asked to withdraw ${w.amount} ${w.currency}${w.address ? ` to ${w.address}` : ''} (withdrawal #${w.id}).\n\nOpen this link within the hour to confirm it:\n${link}\n\nIf you did not ask for it, do not open the link: the withdrawal expires and the money returns to your wallet. Then change your password.`,
        link,
      });
    },
  };
}

/** Deposit and withdrawal notices by e-mail, as each owner's settings allow; a mail that cannot be
 *  kept never undoes the movement. */
function movementMail(accounts: Accounts): MovementMail {
  const mail = createMovementMail(accounts);
  return {
    changed(change) {
      try {
        mail.changed(change);
      } catch (err) {
        console.error('tradedesk: movement mail not kept:', err);
      }
    },
  };
}

export async function startExchange(cfg: ServerConfig, opts: ExchangeOptions = {}): Promise<RunningExchange> {
  const env = opts.env ?? process.env;
  const store = openStore(cfg.dataDir);
  const markets = createMarkets({ store, seed: cfg.seed, rate: cfg.marketRate });
  // After the markets have restored what they read from the history; the pass runs in small
  // deletes between the market's own work.
  const retention = startRetention(store.db, { days: cfg.historyDays ?? DEFAULT_HISTORY_DAYS });
  const site = cfg.site ?? 'default';
  const accounts = createAccounts(store.db, loadVaultKey(cfg.dataDir, env), {
    kycReviewMs: cfg.kycReviewMs ?? DEFAULT_KYC_REVIEW_MS,
    passwordLogN: cfg.passwordLogN,
    checkAddress: (currency, address) => {
      const c = checkAddress(currency, address);
      return c.valid ? undefined : (c.message ?? 'address invalid');
    },
    blockedRegions: cfg.blockedRegions,
    enforceTfa: cfg.enforceTfa ?? false,
    securitiesOffered: enabledOn(SITES[site], 'securities'),
    securitiesMasters: cfg.securitiesMasters,
    // Trading is made just below; these are asked only once the exchange serves.
    programmes: {
      flags: (id) => ({ merchant: trading.programmes.has(id, 'merchant'), competition: trading.programmes.has(id, 'competition') }),
      referred: (id, code) => {
        trading.programmes.affiliates.referred(id, code);
      },
    },
  });
  const content = createContentStore(store.db);
  const trading = createTrading({
    now: opts.now,
    store,
    markets,
    diskReserveBytes: (cfg.diskReserveMb ?? DEFAULT_DISK_RESERVE_MB) * 2 ** 20,
    withdrawalConfirmation: withdrawalMail(accounts),
    movementMail: movementMail(accounts),
    otcOffered: enabledOn(SITES[site], 'otc'),
    stakingOffered: enabledOn(SITES[site], 'staking'),
    custody: {
      kind: cfg.custody ?? 'simulated',
      reviewMs: cfg.custodyReviewMs,
      feePeriodMs: cfg.custodyFeePeriodMs,
      offered: enabledOn(SITES[site], 'custody'),
    },
    securitiesOffered: enabledOn(SITES[site], 'securities'),
    securities: {
      status: (id) => (accounts.users.byId(id) ? accounts.securities.status(id) : undefined),
      answerProhibited: (id, answers) => accounts.securities.answerProhibited(id, answers),
      answerAccredited: (id, answers) => accounts.securities.answerAccredited(id, answers),
      verifyElSalvador: (id, input) => accounts.securities.verifyElSalvador(id, input),
    },
    timings: { stakingPeriodMs: cfg.stakingPeriodMs ?? DEFAULT_STAKING_PERIOD_MS },
    programmes: {
      profile: (id) => {
        const u = accounts.users.byId(id);
        return u ? { email: u.email, nickname: u.username } : undefined;
      },
      competitions: () => content.competitions(),
      offered: (feature) => enabledOn(SITES[site], feature),
    },
    // The margin group is the account's core setting te_conf_margin_group (user info's
    // teMarginGroup reads it too); trading keeps the cross-collateral users in memory.
    marginGroups: {
      crossUsers: () => accounts.settings.usersWithCore(MARGIN_GROUP_KEY, String(CROSS_MARGIN_GROUP)),
      save: (id, group) => accounts.settings.setCore(id, MARGIN_GROUP_KEY, String(group)),
    },
    gates: {
      ...accountGates(
        (id) => (accounts.users.byId(id) ? accounts.traderProfile(id) : undefined),
        // A sub-account withdraws by its master's whitelist and enforced 2FA (its own are empty).
        (id, currency, address) => accounts.security.allowsWithdrawal(accounts.ownerIdOf(id), currency, address),
        (id) => (accounts.users.byId(id) ? accounts.enforcedTfa.missing(accounts.ownerIdOf(id)) : undefined),
        (feature) => enabledOn(SITES[site], feature),
      ),
      agreement: (id, currency) => (accounts.users.byId(id) ? accounts.agreementRefusal(id, currency) : undefined),
    },
  });
  // A frozen account's resting orders are cancelled at once.
  accounts.freeze.onFrozen((id) => {
    trading.cancelAllOrders(id);
  });
  // Every user trades on paper money from the start; funding is idempotent.
  accounts.onUserCreated((user) => {
    trading.fundAccount(user.id);
  });
  const demo = await accounts.ensureDemoAccount(env);
  trading.fundAccount(demo.userId);

  const publicMarket = withBanners(
    withWebsite(withSite(markets.data, site), {
      accounts: () => accounts.users.count(),
      maintenance: cfg.maintenance ?? false,
    }),
    content,
  );
  const trustProxy = cfg.trustProxy ? proxyTrust(cfg.trustProxy) : undefined;
  // The site's own signed-in pages are admitted to the socket by their login session, the rest by
  // address at the protocol's rate (socket-admission.ts).
  const socketAdmission = createSocketAdmission({
    perAddress: cfg.wsConnectionsPerMinute,
    sessionOf: (req) => {
      const cookie = upgradeSession(req);
      return cookie ? accounts.liveSessionOf(cookie.token) : undefined;
    },
  });
  const app = await createHttpApp({
    market: publicMarket,
    trustProxy,
    staticDir: cfg.staticDir,
    rateLimitPerMinute: cfg.rateLimitPerMinute,
    logger: opts.logger ?? false,
    plugins: [
      accountRoutes(accounts, {
        money: {
          wallets: (user) => trading.wallets(user),
          transfer: (src, dst, input) => trading.transferToAccount(src, dst, input),
        },
        reportRows: reportRows(trading.history),
        host: cfg.host,
      }),
      tradingRoutes(trading, tradingAuthenticator(accounts)),
      (scope) =>
        registerSiteRoutes(scope, {
          db: store.db,
          country: cfg.country,
          socketWait: (req, address) => socketAdmission.waitFor(req, address),
        }),
      (scope) =>
        registerContentRoutes(scope, {
          content,
          pages: createPageData({
            content,
            market: publicMarket,
            site: SITES[site],
            securitiesSales: () => {
              const rows = trading.securities.sales();
              return typeof rows === 'string' ? [] : rows;
            },
          }),
        }),
    ],
  });
  await app.listen({ host: cfg.host, port: cfg.port });
  const privateChannel = createPrivateChannel({ accounts, trading, upgradeSession });
  // The socket's info event tells the same platform status as REST.
  const ws = createWsGateway(
    app.server,
    { ...markets.data, platformStatus: publicMarket.platformStatus },
    {
      admission: socketAdmission,
      trustProxy,
      ...opts.ws,
      ...privateChannel.gatewayOptions,
    },
  );
  markets.simulator.start();

  const port = (app.server.address() as AddressInfo).port;
  const shownHost = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host;
  let closed = false;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    demoLines: demo.lines,
    demo: {
      userId: demo.userId,
      email: demo.email,
      password: env.TRADEDESK_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
      apiKey: demo.apiKey,
      apiSecret: demo.apiSecret,
    },
    accounts,
    trading,
    store,
    markets,
    async close() {
      if (closed) return;
      closed = true;
      markets.simulator.stop();
      retention.stop();
      // Sockets close first (20051): dead-man switches still find trading open.
      await ws.close();
      privateChannel.close();
      await app.close();
      trading.close();
      markets.close();
      store.close();
    },
  };
}
