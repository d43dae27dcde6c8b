// A test resource (a harness, an exchange) started for each test or once for the whole file and
// closed after it: `const h = eachTest(() => startHarness());` reads whichever one is current, so
// the tests use `h` as they would the resource itself.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

interface Closable {
  close(): Promise<void> | void;
}

function current<T extends Closable>(
  hooks: { before: typeof beforeAll; after: typeof afterAll },
  start: () => Promise<T>,
  timeoutMs?: number,
): T {
  let live: T | undefined;
  hooks.before(async () => {
    live = await start();
  }, timeoutMs);
  hooks.after(async () => {
    const it = live;
    live = undefined;
    await it?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!live) throw new Error(`the test resource is read outside a test (property ${String(key)})`);
      const value: unknown = Reflect.get(live, key, live);
      return typeof value === 'function' ? value.bind(live) : value;
    },
  });
}

/** A fresh resource for every test of the file. */
export const eachTest = <T extends Closable>(start: () => Promise<T>, timeoutMs?: number): T =>
  current({ before: beforeEach, after: afterEach }, start, timeoutMs);

/** One resource for all the tests of the file. */
export const wholeFile = <T extends Closable>(start: () => Promise<T>, timeoutMs?: number): T =>
  current({ before: beforeAll, after: afterAll }, start, timeoutMs);
