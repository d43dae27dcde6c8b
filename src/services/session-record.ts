// The session record (account-side §4: a session cookie holds token, timestamp and sub-account
// id) and where the browser keeps it. The token itself is only in the exchange's HttpOnly
// `tradedesk_session` cookie, out of reach of page scripts: calls and the socket authenticate
// with that cookie. What the page keeps, in a cookie of its own, is what its timers and other
// tabs need: when the token was last renewed, the sub-account, whether the session is temporary,
// and when this sign-in happened (which tells one sign-in from the next).
export interface SessionRecord {
  /** When the token was stored (client clock, ms); it is refreshed 480 000 ms later. */
  timestamp: number;
  subaccountId: number;
  /** A temporary login session (its token is renewed every 120 000 ms). */
  temporary: boolean;
  /** When this sign-in happened (client clock, ms); unchanged by token refreshes. */
  signedInAt: number;
}

export interface SessionRecordStore {
  read(): SessionRecord | undefined;
  write(record: SessionRecord): void;
  clear(): void;
}

/** Readable by the page, and holding nothing that authenticates. */
export const STATE_COOKIE = 'tradedesk_signed_in';
/** Where builds before the hardening kept the token itself: removed wherever it is found. */
export const LEGACY_TOKEN_COOKIE = 'tradedesk_auth';

export function encodeSessionRecord(r: SessionRecord): string {
  return `${r.timestamp}|${r.subaccountId}|${r.temporary ? 1 : 0}|${r.signedInAt}`;
}

export function decodeSessionRecord(text: string): SessionRecord | undefined {
  const [ts, sub, temp, at] = text.split('|');
  const timestamp = Number(ts);
  const subaccountId = Number(sub ?? 0);
  const signedInAt = Number(at ?? ts);
  if (!Number.isFinite(timestamp) || timestamp <= 0 || !Number.isInteger(subaccountId)) return undefined;
  if (!Number.isFinite(signedInAt) || signedInAt <= 0) return undefined;
  return { timestamp, subaccountId, temporary: temp === '1', signedInAt };
}

function cookieValue(doc: { cookie: string }, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A cookie for the whole site that ends with the browser session, like the exchange's own. */
export function createCookieRecordStore(doc: { cookie: string }, secure: boolean): SessionRecordStore {
  const attrs = `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  if (cookieValue(doc, LEGACY_TOKEN_COOKIE) !== undefined) doc.cookie = `${LEGACY_TOKEN_COOKIE}=; ${attrs}; Max-Age=0`;
  return {
    read() {
      const raw = cookieValue(doc, STATE_COOKIE);
      if (raw === undefined) return undefined;
      try {
        return decodeSessionRecord(decodeURIComponent(raw));
      } catch {
        return undefined;
      }
    },
    write(r) {
      doc.cookie = `${STATE_COOKIE}=${encodeURIComponent(encodeSessionRecord(r))}; ${attrs}`;
    },
    clear() {
      doc.cookie = `${STATE_COOKIE}=; ${attrs}; Max-Age=0`;
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
