import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './scripts/precompile-messages';
import { serviceWorker } from './scripts/service-worker';
import { environmentDefine } from './scripts/environment-define';

// The client is served by the embedded exchange (server/http/static.ts) from dist/client.
// `npm run dev` proxies the exchange's REST and WebSocket to a running `npm run serve`.
const exchange = process.env.TRADEDESK_DEV_EXCHANGE ?? 'http://127.0.0.1:8080';

export const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompileMessages(), serviceWorker()],
  // react-router's package exports only its development build (warnings and their texts); the
  // production build it ships beside it is the one a release should carry.
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  // The environment's hosts and the developer tools' switch (scripts/environment-define.ts).
  define: environmentDefine(mode),
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Written for debugging on this machine, without a sourceMappingURL comment in the served
    // files; the exchange refuses to serve .map files.
    sourcemap: 'hidden',
    // The chunk graph, read by the size budget (tests/http/bundle-budget.test.ts) and the bench.
    manifest: true,
    // No modulepreload polyfill in the first load: every browser the build targets but the oldest
    // Safari preloads modules itself, and there the imports load all the same, only not ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The workspace's big libraries in chunks of their own: they change far less often than
        // our code, so a browser keeps them cached across releases, and no chunk is over 500 kB.
        codeSplitting: {
          // React has a chunk of its own (every page loads it first), so the layout libraries'
          // chunk, which pulls in its dependencies, does not take React with it.
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The state libraries every page needs, together: one file, one compression context,
            // and chunk boundaries that do not move with the lazy chunks around them.
            { name: 'vendor-state', test: /node_modules[\\/](mobx|mobx-react-lite|mobx-state-tree)[\\/]/, priority: 15 },
            // Small modules the first load shares with lazy chunks: one file instead of a dozen tiny
            // ones, each of which would cost the first load its own request and compression start.
            {
              name: 'shared',
              test: /src[\\/](protocol[\\/](calls[\\/]define|wire|decimal|record)|ui[\\/](ConfirmModal|Options)|widgets[\\/][a-zA-Z-]+[\\/](state|depth-zoom)|layouts[\\/](widget-key|registry|registry-trading))\.tsx?$/,
              priority: 10,
            },
            // What the market widgets share lazily: their messages and the settings button of the
            // trades and market watch widgets, in one chunk. The button in a chunk of its own would
            // put one more file name in the preload lists of the first load's chunks.
            {
              name: 'market-widgets',
              test: /src[\\/](widgets[\\/]market-messages|app[\\/]WidgetSettingsButton)\.tsx?$/,
            },
            { name: 'vendor-chart', test: /node_modules[\\/]lightweight-charts/ },
            { name: 'vendor-dock', test: /node_modules[\\/]flexlayout-react/ },
            { name: 'vendor-grid', test: /node_modules[\\/](react-grid-layout|react-draggable|react-resizable)/ },
            { name: 'vendor-tables', test: /node_modules[\\/](@tanstack|react-virtuoso)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v2': exchange,
      '/api': exchange,
      '/ws/2': { target: exchange.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
