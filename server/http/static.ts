// The built client (Vite's output) at /, compressed where the build compressed it, with the
// single-page-app fallback: a browser asking for a client-side route (/tradedesk, /t/BTCUSD,
// /login …) gets index.html, and one asking for a page of the marketing site (/, /fees,
// /posts/3 …) gets marketing.html, the light site's page. Hashed assets are cached for a year; everything else, index.html first, is revalidated on every load so a new
// build is picked up at once. Unknown API paths get the protocol's 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFound, sendProtocolError } from './errors';
import { isApiPath, pathOf } from './paths';
import { isMarketingPath } from '../../src/protocol/marketing/pages';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const PAGE_FILES = new Set(['/index.html', '/marketing.html']);
const REVALIDATE = 'no-cache';

// Shown when there is no build yet (e.g. `npm run serve` on a fresh checkout).
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tradedesk: client not built</title></head>
<body>
<h1>Tradedesk</h1>
<p>The exchange is running, but the web client has not been built yet.</p>
<p>Run <code>npm start</code>: it builds the client, then starts the exchange.
(Or run <code>npm run build</code>, then restart with <code>npm run serve</code>.)</p>
<p>The REST API answers under <code>/v2/</code> and the WebSocket under <code>/ws/2</code> meanwhile.</p>
</body>
</html>
`;

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/** Vite puts content-hashed files in assets/; their names change with their content. */
function cacheControlFor(root: string, filePath: string): string {
  const rel = path.relative(root, filePath).split(path.sep);
  return rel.length > 1 && rel[0] === 'assets' ? LONG_CACHE : REVALIDATE;
}

/** A page path as the client normalises it: no repeated or trailing slash, /index.html the root. */
function pagePath(urlPath: string): string {
  let p = urlPath.replace(/\/{2,}/g, '/').replace(/\/index\.html?$/i, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export async function registerStaticClient(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const marketingFile = path.join(root, 'marketing.html');

  // Registered even when the folder does not exist yet: files are looked up per request, so a
  // build made while the exchange runs is served without a restart.
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    // The root is the marketing site's home (below), not the app's index.html.
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes .br and .gz copies of its text files (scripts/compress-client.mjs): sent
    // as they are to a browser that accepts them, with Vary: Accept-Encoding.
    preCompressed: true,
    suppressWarning: true,
    // Source maps stay on disk for whoever runs the exchange; they are not served to browsers.
    // The pages are served by their paths (below), never as files: /index.html is the root.
    allowedPath: (pathName) => !isApiPath(pathName) && !pathName.endsWith('.map') && !PAGE_FILES.has(pathName),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(root, filePath));
    },
  });

  /** The page of a path: the marketing site's for its paths (a build without it: the app's). */
  const sendPage = (urlPath: string, reply: FastifyReply) => {
    reply.header('cache-control', REVALIDATE);
    if (isMarketingPath(pagePath(urlPath)) && existsSync(marketingFile)) return reply.sendFile('marketing.html', root);
    if (existsSync(indexFile)) return reply.sendFile('index.html', root);
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  };
  // The root is a page whatever the request accepts (the static files have no index).
  app.get('/', (_request, reply) => sendPage('/', reply));

  app.setNotFoundHandler((request, reply) => {
    const urlPath = pathOf(request.url);
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath);
    if (page && (urlPath === '/' || acceptsHtml(request))) return sendPage(urlPath, reply);
    // The app's shell as a file, for the service worker's precache (a fetch, not a navigation:
    // a browser opening /index.html gets the root's page above).
    if (page && urlPath === '/index.html' && existsSync(indexFile)) {
      reply.header('cache-control', REVALIDATE);
      return reply.sendFile('index.html', root);
    }
    return sendProtocolError(reply, routeNotFound());
  });
}
