import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker (Vitest's default on two cores): the fault tests freeze, kill and starve real
    // exchanges on a clock, and a second worker's exchange beside them made them flaky.
    maxWorkers: 1,
  },
});
