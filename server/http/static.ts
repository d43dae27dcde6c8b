// The built client (Vite's output) at /, compressed where the build compressed it, with the
// single-page-app fallback: a browser asking for a client-side route (/tradedesk, /t/BTCUSD,
// /login …) gets index.html. Hashed assets are cached for a year; everything else, index.html first, is revalidated on every load so a new
// build is picked up at once. Unknown API paths get the protocol's 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeNotFound, sendProtocolError } from './errors';
import { isApiPath, pathOf } from './paths';

const LONG_CACHE = 'public, max-age=31536000, immutable';
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

export async function registerStaticClient(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');

  // Registered even when the folder does not exist yet: files are looked up per request, so a
  // build made while the exchange runs is served without a restart.
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes .br and .gz copies of its text files (scripts/compress-client.mjs): sent
    // as they are to a browser that accepts them, with Vary: Accept-Encoding.
    preCompressed: true,
    suppressWarning: true,
    // Source maps stay on disk for whoever runs the exchange; they are not served to browsers.
    allowedPath: (pathName) => !isApiPath(pathName) && !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(root, filePath));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = pathOf(request.url);
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath);
    if (page && (urlPath === '/' || acceptsHtml(request))) {
      reply.header('cache-control', REVALIDATE);
      if (existsSync(indexFile)) return reply.sendFile('index.html', root);
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return sendProtocolError(reply, routeNotFound());
  });
}
