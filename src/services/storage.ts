// Where the user's settings live. Before sign-in, in local storage; after sign-in the exchange's
// user settings (/v2/auth/w/settings/set) implement the same interface.
export interface SettingsStorage {
  load(key: string): Promise<unknown>;
  save(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Several keys in one read (one request to the exchange): the stored ones among them. */
  loadMany?(keys: readonly string[]): Promise<Record<string, unknown>>;
  /** Several keys in one write, all or none. */
  saveMany?(values: Readonly<Record<string, unknown>>): Promise<void>;
}

/** Several keys read one by one, for a storage without loadMany: the stored ones among them. */
export async function loadEach(storage: Pick<SettingsStorage, 'load'>, keys: readonly string[]): Promise<Record<string, unknown>> {
  const values = await Promise.all(keys.map((key) => storage.load(key)));
  return Object.fromEntries(keys.flatMap((key, i) => (values[i] === undefined ? [] : [[key, values[i]]])));
}

export const LOCAL_SETTINGS_PREFIX = 'tradedesk:settings:';

/** Local storage; values are JSON. A full or unavailable storage fails the save, not the page. */
export function createLocalSettingsStorage(
  store: Storage | undefined = globalThis.localStorage,
  prefix = LOCAL_SETTINGS_PREFIX,
): SettingsStorage {
  return {
    async load(key) {
      const text = store?.getItem(prefix + key);
      if (text === null || text === undefined) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    async save(key, value) {
      if (!store) throw new Error('local storage is not available');
      store.setItem(prefix + key, JSON.stringify(value));
    },
    async remove(key) {
      store?.removeItem(prefix + key);
    },
    loadMany(keys) {
      return loadEach(this, keys);
    },
    async saveMany(values) {
      for (const [key, value] of Object.entries(values)) await this.save(key, value);
    },
  };
}

/** In memory (tests, and browsers that refuse local storage). */
export function createMemorySettingsStorage(initial: Record<string, unknown> = {}): SettingsStorage & { data: Map<string, string> } {
  const data = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    data,
    async load(key) {
      const text = data.get(key);
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    },
    async save(key, value) {
      data.set(key, JSON.stringify(value));
    },
    async remove(key) {
      data.delete(key);
    },
    loadMany(keys) {
      return loadEach(this, keys);
    },
    async saveMany(values) {
      for (const [key, value] of Object.entries(values)) data.set(key, JSON.stringify(value));
    },
  };
}
