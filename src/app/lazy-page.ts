// Lazily loaded pages. A chunk that fails to load (usually a deploy replaced it) triggers one full
// reload (account-side §8); a second failure in the same session goes to the error page.
import { lazy, type ComponentType } from 'react';
import { cataloguesReady } from '../i18n';

export const CHUNK_RELOAD_KEY = 'tradedesk:chunk-reload';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload(): void;
}

export async function loadWithOneReload<T>(load: () => Promise<T>, deps: ReloadDeps): Promise<T> {
  try {
    const loaded = await load();
    deps.storage?.removeItem(CHUNK_RELOAD_KEY);
    return loaded;
  } catch (err) {
    if (deps.storage && !deps.storage.getItem(CHUNK_RELOAD_KEY)) {
      deps.storage.setItem(CHUNK_RELOAD_KEY, '1');
      deps.reload();
      // The page is going away; nothing should render meanwhile.
      return new Promise<T>(() => undefined);
    }
    throw err;
  }
}

function browserDeps(): ReloadDeps {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return { storage, reload: () => window.location.reload() };
}

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  // The page's module adds its messages as it loads; in another language than English their
  // translation is downloaded then, and the page shows once it has arrived.
  return lazy(() =>
    loadWithOneReload(load, browserDeps()).then(async (page) => {
      await cataloguesReady();
      return page;
    }),
  );
}
