// The HTTP side of the embedded exchange: REST v2 (public market data and calculations; later
// parts add accounts and authenticated endpoints through `plugins`), the built client, and the
// protocol's error shape, CORS and rate limit around all of it.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ProxyTrust } from '../guard/client-address';
import type { MarketData } from '../market/types';
import { BODY_LIMIT, registerJsonBody } from './body';
import { registerCalcRoutes } from './calc-routes';
import { registerCors } from './cors';
import { clientErrorHandler, frameworkErrorHandler, registerApiCatchAll, registerErrorHandlers, type InternalErrorLog } from './errors';
import { registerPublicRoutes } from './public-routes';
import { RateLimiter, registerRateLimit } from './rate-limit';
import { registerReferenceRoutes } from './reference-routes';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticClient } from './static';

export interface HttpAppOptions {
  market: MarketData;
  staticDir: string;
  rateLimitPerMinute: number;
  logger: boolean;
  /** Which peers' X-Forwarded-For / X-Forwarded-Proto count (absent: none). */
  trustProxy?: ProxyTrust;
  /** Route plugins added by later parts (accounts, authenticated endpoints). */
  plugins?: Array<(app: FastifyInstance) => Promise<void> | void>;
}

/** The start of a request's body text, for a log line (never the whole of a hostile body). */
function requestBodyText(request: FastifyRequest): string {
  const text = typeof request.rawBody === 'string' ? request.rawBody : '';
  return text.length > 300 ? `${JSON.stringify(text.slice(0, 300))}… (${text.length} chars)` : JSON.stringify(text);
}

export async function createHttpApp(opts: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger,
    bodyLimit: BODY_LIMIT,
    // Conf requests combine several keys in one path segment (the official client's
    // currencies() sends six); the router's default of 100 characters is too short.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // request.ip and request.protocol: the socket's own unless the peer is a trusted proxy.
    ...(opts.trustProxy ? { trustProxy: opts.trustProxy } : {}),
  });

  // Internal errors are always reported, also when request logging is off.
  const logInternal: InternalErrorLog = opts.logger
    ? (err, request) => request.log.error({ err }, 'internal error')
    : (err, request) =>
        console.error(
          `tradedesk http: internal error on ${request.method} ${request.url.slice(0, 200)} (body ${requestBodyText(request)}):`,
          err,
        );

  registerJsonBody(app);
  registerErrorHandlers(app, logInternal);
  registerCors(app);
  registerSecurityHeaders(app);
  registerRateLimit(app, new RateLimiter({ perMinute: opts.rateLimitPerMinute }));

  registerPublicRoutes(app, opts.market);
  registerReferenceRoutes(app, opts.market);
  registerCalcRoutes(app, opts.market);
  for (const plugin of opts.plugins ?? []) await plugin(app);
  registerApiCatchAll(app);

  await registerStaticClient(app, opts.staticDir);
  return app;
}
