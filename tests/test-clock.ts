// A clock a test moves: it follows the real one, plus whatever the test has advanced it by, so an
// exchange started with `{ now: clock.now }` sees a quote lapse or a period end at once instead of
// the test sleeping through it.
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}
