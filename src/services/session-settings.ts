// The exchange's user settings behind the client's SettingsStorage, and the storage that follows
// the session: the browser's before sign-in, the account's on the exchange once signed in.
import { ACCOUNT_CALLS as C } from '../protocol/calls/account';
import type { PrivateRest } from './private-rest';
import { loadEach, type SettingsStorage } from './storage';

/** `/v2/auth/r/settings`, `/v2/auth/w/settings/set|del` as a SettingsStorage (values are JSON). */
export function createServerSettingsStorage(rest: PrivateRest): SettingsStorage {
  return {
    async load(key) {
      const rows = await rest.call(C.settings, { keys: [key] });
      const row = Array.isArray(rows) ? rows.find((r): r is [string, unknown] => Array.isArray(r) && r[0] === key) : undefined;
      return row?.[1];
    },
    async save(key, value) {
      await rest.call(C.settingsSet, { settings: { [key]: value } });
    },
    async remove(key) {
      await rest.call(C.settingsDel, { keys: [key] });
    },
    async loadMany(keys) {
      const rows = await rest.call(C.settings, { keys: [...keys] });
      const wanted = new Set(keys);
      return Object.fromEntries(
        (Array.isArray(rows) ? rows : []).filter(
          (r): r is [string, unknown] => Array.isArray(r) && typeof r[0] === 'string' && wanted.has(r[0]),
        ),
      );
    },
    async saveMany(values) {
      await rest.call(C.settingsSet, { settings: { ...values } });
    },
  };
}

/** Local storage before sign-in, the exchange's settings while a session is set. */
export function createSessionSettingsStorage(local: SettingsStorage, server: SettingsStorage, signedIn: () => boolean): SettingsStorage {
  const pick = () => (signedIn() ? server : local);
  return {
    load: (key) => pick().load(key),
    save: (key, value) => pick().save(key, value),
    remove: (key) => pick().remove(key),
    loadMany(keys) {
      const s = pick();
      return s.loadMany ? s.loadMany(keys) : loadEach(s, keys);
    },
    async saveMany(values) {
      const s = pick();
      if (s.saveMany) await s.saveMany(values);
      else await Promise.all(Object.entries(values).map(([key, value]) => s.save(key, value)));
    },
  };
}
