import { defineConfig } from 'vitest/config';

// Three projects, run by `npm test` as stages of their own (scripts/suite.mjs), or together by a bare
// `vitest run` (faults last, alone):
// - unit: pure code and the client against fakes, every core busy;
// - integration: each file on an exchange of its own (a free port, a temporary SQLite folder), so
//   files run side by side, one per core;
// Unit and integration files share their worker's modules (isolate: false): the server's modules,
// fastify, openpgp and the password dictionaries load once per worker instead of once per file
// (two thirds of the integration project's time). Every file makes its own exchange and state.
// - faults: real exchanges frozen, killed and starved (SIGSTOP, kill -9, a full disk), one file at a
//   time with nothing else running, so their waits measure the exchange and not the neighbours.
const UNIT = ['client', 'protocol', 'market', 'store', 'trading', 'engine', 'architecture', 'build'];
const INTEGRATION = ['integration', 'accounts', 'http', 'ws', 'hardening', 'interop'];
const files = (dirs: string[]) => dirs.flatMap((d) => [`tests/${d}/**/*.test.ts`, `tests/${d}/**/*.test.tsx`]);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: files(UNIT), isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'integration', include: files(INTEGRATION), isolate: false, sequence: { groupOrder: 1 } } },
      { extends: true, test: { name: 'faults', include: files(['faults']), maxWorkers: 1, sequence: { groupOrder: 2 } } },
    ],
  },
});
