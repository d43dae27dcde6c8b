// Where the user's settings live. Before sign-in, in local storage; after sign-in the exchange's
// user settings (/v2/auth/w/settings/set) implement the same interface.
export interface SettingsStorage {
  load(key: string): Promise<unknown>;
  save(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
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
  };
}
