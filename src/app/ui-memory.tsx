// The UI settings that the pages keep for the user (market-side §3 "UI settings", the rules in
// models/ui-memory.ts): the sections left open or closed (collapsibles: useCollapsible and the
// Collapsible section), the countries chosen lately (use-countries.ts), the notices dismissed
// (mergeBrowserNotices). They are read and written through the store's settings storage — this
// browser's before sign-in, the account's on the exchange after it — so they follow the user to
// another device. Each key is read once per owner (signed out, or each account) and shared by
// every part of the page that shows it. One module, so one lazy chunk for every page and widget
// that uses any of it (each chunk's name is listed in the workspace's first load); none of it is
// in the first load itself.
import { useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { useStore } from './store-context';
import type { RootStoreInstance } from '../models/root';
import type { StoreEnv } from '../models/env';
import {
  COLLAPSIBLES_KEY,
  NOTICES_KEY,
  bannerNoticeId,
  readCollapsibles,
  readLocalBanners,
  syncNotices,
  withCollapsible,
} from '../models/ui-memory';

const values = new Map<string, unknown>();
const asked = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let owner = '';

function set(key: string, value: unknown): void {
  values.set(key, value);
  for (const l of listeners) l();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ownerOf = (store: RootStoreInstance) => `${store.session.status}/${store.session.userId ?? ''}/${store.session.subaccountId}`;

/** Reads `key` for the store's owner, once (again after the owner changed or a failed read). */
function ensure(store: RootStoreInstance, key: string): void {
  const who = ownerOf(store);
  if (who !== owner) {
    owner = who;
    asked.clear();
    values.clear();
    for (const l of listeners) l();
  }
  if (asked.has(key)) return;
  const read = getEnv<StoreEnv>(store)
    .storage.load(key)
    .then(
      (value) => {
        if (owner === who && !values.has(key)) set(key, value);
      },
      (err: unknown) => {
        asked.delete(key);
        console.error('settings not read', err);
      },
    );
  asked.set(
    key,
    read.then(() => undefined),
  );
}

/** The stored value of `key` (as `read` makes it) and its setter; read again when the user signs
 *  in or out. */
export function useUiSetting<T>(key: string, read: (raw: unknown) => T): [T, (next: T) => void] {
  const store = useStore();
  const who = ownerOf(store);
  useEffect(() => ensure(store, key), [store, key, who]);
  const raw = useSyncExternalStore(subscribe, () => values.get(key));
  const save = (next: T) => {
    set(key, next);
    getEnv<StoreEnv>(store)
      .storage.save(key, next)
      .catch((err: unknown) => console.error('settings not saved', err));
  };
  return [read(raw), save];
}

/** Just signed in: the home banners dismissed in this browser join the account's `notices`, so
 *  they stay dismissed on the user's other devices (the marketing site's banner reads them). */
export async function mergeBrowserNotices(store: RootStoreInstance): Promise<void> {
  let browser: Storage | undefined;
  try {
    browser = window.localStorage;
  } catch {
    return;
  }
  const local = readLocalBanners(browser).map(bannerNoticeId);
  if (local.length === 0) return;
  const { storage } = getEnv<StoreEnv>(store);
  await syncNotices({ load: () => storage.load(NOTICES_KEY), save: (ids) => storage.save(NOTICES_KEY, ids) }, local);
}

/** Whether the collapsible section `key` is open, remembered in the user's `collapsibles`: a
 *  section closed stays closed after a reload and on the user's other devices; one never toggled
 *  is as its default says. */
export function useCollapsible(key: string, defaultOpen = true): [open: boolean, setOpen: (open: boolean) => void] {
  const [states, save] = useUiSetting(COLLAPSIBLES_KEY, readCollapsibles);
  return [states[key] ?? defaultOpen, (open) => save(withCollapsible(states, key, open))];
}

/** A section that the user opens and closes with its heading's button (the disclosure pattern),
 *  its state remembered (useCollapsible). Closed, its content leaves the page; `summary` says what
 *  it holds meanwhile (e.g. the order form's options that are on). Styled inline: a CSS file would
 *  be one more chunk name in the first load. */
const TOGGLE = {
  background: 'none',
  border: 0,
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
} as const;
const MARK = { display: 'inline-block', width: '1em', fontSize: '0.8em' } as const;

export interface CollapsibleProps {
  /** The key in `collapsibles` (letters, digits and . _ - : /), e.g. `interface.look`. */
  id: string;
  title: string;
  /** The heading's level (a page's sections 2, a widget's parts none: a plain button row). */
  level?: 2 | 3;
  defaultOpen?: boolean;
  /** Shown beside the title while closed. */
  summary?: string;
  className?: string;
  children: ReactNode;
}

export const Collapsible = observer(function Collapsible({
  id,
  title,
  level,
  defaultOpen = true,
  summary,
  className,
  children,
}: CollapsibleProps) {
  const [open, setOpen] = useCollapsible(id, defaultOpen);
  const contentId = useId();
  const toggle = (
    <button
      type="button"
      className="collapsible-toggle"
      style={TOGGLE}
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-collapsible={id}
      onClick={() => setOpen(!open)}
    >
      <span aria-hidden="true" style={MARK}>
        {open ? '▾' : '▸'}
      </span>
      {title}
      {!open && summary ? (
        <span className="dim" style={{ fontWeight: 'normal' }}>
          {' '}
          · {summary}
        </span>
      ) : null}
    </button>
  );
  const Heading = level ? (`h${level}` as const) : null;
  return (
    <section className={`collapsible ${className ?? ''}`} aria-label={title}>
      {Heading ? <Heading className="collapsible-heading">{toggle}</Heading> : toggle}
      {open && <div id={contentId}>{children}</div>}
    </section>
  );
});
