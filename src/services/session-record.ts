// The session record (account-side §4: a session cookie holds token, timestamp and sub-account
// id) and where the browser keeps it.
export interface SessionRecord {
  token: string;
  /** When the token was stored (client clock, ms); it is refreshed 480 000 ms later. */
  timestamp: number;
  subaccountId: number;
  /** A temporary login session (its token is renewed every 120 000 ms). */
  temporary: boolean;
}

export interface SessionRecordStore {
  read(): SessionRecord | undefined;
  write(record: SessionRecord): void;
  clear(): void;
}

/** Not the exchange's HttpOnly `tradedesk_session`: this one the page itself must read. */
export const AUTH_COOKIE = 'tradedesk_auth';

export function encodeSessionRecord(r: SessionRecord): string {
  return `${r.token}|${r.timestamp}|${r.subaccountId}|${r.temporary ? 1 : 0}`;
}

export function decodeSessionRecord(text: string): SessionRecord | undefined {
  const [token, ts, sub, temp] = text.split('|');
  const timestamp = Number(ts);
  const subaccountId = Number(sub ?? 0);
  if (!token || !Number.isFinite(timestamp) || timestamp <= 0 || !Number.isInteger(subaccountId)) return undefined;
  return { token, timestamp, subaccountId, temporary: temp === '1' };
}

/** A cookie for the whole site that ends with the browser session, like the exchange's own. */
export function createCookieRecordStore(doc: { cookie: string }, secure: boolean): SessionRecordStore {
  const attrs = `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    read() {
      for (const part of doc.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq <= 0 || part.slice(0, eq).trim() !== AUTH_COOKIE) continue;
        try {
          return decodeSessionRecord(decodeURIComponent(part.slice(eq + 1).trim()));
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    write(r) {
      doc.cookie = `${AUTH_COOKIE}=${encodeURIComponent(encodeSessionRecord(r))}; ${attrs}`;
    },
    clear() {
      doc.cookie = `${AUTH_COOKIE}=; ${attrs}; Max-Age=0`;
    },
  };
}

export function createMemoryRecordStore(initial?: SessionRecord): SessionRecordStore & { value: SessionRecord | undefined } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (r: SessionRecord) => {
      store.value = r;
    },
    clear: () => {
      store.value = undefined;
    },
  };
  return store;
}
