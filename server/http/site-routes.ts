// The site's own public calls (account-side §5, §7): the countries sign-up and verification choose
// from (`/v2/int/countries`: [[CODE, NAME], …]), the visitor's country for the cookie consent
// (`/v2/int/geo/ip`: [IP, COUNTRY]) and the first-party analytics a visitor allows (page views
// counted per path and day in SQLite; nothing else is kept, not even the address), the leads of the
// sign-up pages (`/v1/analytics/lead`, with the same consent: source, page and referral code,
// bounded per day) and the keep-alive ping of an open page (`/_ping`). The embedded
// exchange has no address database: TRADEDESK_COUNTRY answers for every visitor (local use);
// without it the country is unknown, answered as `[IP, null]` (an answer, not an error: every
// page asks, and the consent banner shows for an unknown country as after a failed lookup).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Database from 'better-sqlite3';
import { PUBLIC_CALLS as C } from '../../src/protocol/calls/public';
import { serveCall } from './serve-call';
import { COUNTRIES } from '../accounts/countries';
import { COMPLIANCE_CALLS } from '../../src/protocol/calls/compliance';

const DAY = 86_400_000;
/** Distinct paths counted a day: a flood of made-up paths cannot grow the table without end. */
const MAX_PATHS_PER_DAY = 2000;
/** Leads recorded a day, for the same reason. */
export const MAX_LEADS_PER_DAY = 5000;

export function registerSiteRoutes(
  app: FastifyInstance,
  opts: {
    db: Database.Database;
    country: string | undefined;
    now?: () => number;
    /** The wait before the caller's next socket would be admitted (ms; 0: now). */
    socketWait?: (req: IncomingMessage, address: string) => number;
  },
): void {
  const now = opts.now ?? Date.now;
  opts.db.exec(`CREATE TABLE IF NOT EXISTS site_pageviews (
    day INTEGER NOT NULL, path TEXT NOT NULL, views INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  )`);
  // A lead is where a visitor reached a sign-up page from, and nothing about who they are: the
  // source page, the path and the referral code the visit came with.
  opts.db.exec(`CREATE TABLE IF NOT EXISTS site_leads (
    id INTEGER PRIMARY KEY, day INTEGER NOT NULL, at INTEGER NOT NULL, source TEXT NOT NULL,
    page TEXT NOT NULL, refcode TEXT
  );
  CREATE INDEX IF NOT EXISTS site_leads_day ON site_leads(day)`);
  const leadsOf = opts.db.prepare<[number], number>('SELECT COUNT(*) FROM site_leads WHERE day = ?').pluck();
  const addLead = opts.db.prepare('INSERT INTO site_leads (day, at, source, page, refcode) VALUES (?, ?, ?, ?, ?)');
  const known = opts.db.prepare<[number, string], number>('SELECT views FROM site_pageviews WHERE day = ? AND path = ?').pluck();
  const paths = opts.db.prepare<[number], number>('SELECT COUNT(*) FROM site_pageviews WHERE day = ?').pluck();
  const count = opts.db.prepare(
    `INSERT INTO site_pageviews (day, path, views) VALUES (?, ?, 1)
     ON CONFLICT(day, path) DO UPDATE SET views = views + 1`,
  );

  serveCall(app, COMPLIANCE_CALLS.countries, () => COUNTRIES.map(([code, name]) => [code, name]));

  serveCall(app, C.geoIp, ({ input, req }) => {
    const ip = input.ip ?? req.ip;
    return [ip, opts.country ?? null];
  });

  serveCall(app, C.wsAdmission, ({ req }) => [opts.socketWait?.(req.raw, req.ip) ?? 0]);

  serveCall(app, C.pageview, ({ input }) => {
    const day = Math.floor(now() / DAY) * DAY;
    if (known.get(day, input.path) === undefined && (paths.get(day) ?? 0) >= MAX_PATHS_PER_DAY) return [0];
    count.run(day, input.path);
    return [1];
  });

  serveCall(app, C.lead, ({ input }) => {
    const at = now();
    const day = Math.floor(at / DAY) * DAY;
    if ((leadsOf.get(day) ?? 0) >= MAX_LEADS_PER_DAY) return [0];
    addLead.run(day, at, input.source, input.page, input.refcode ?? null);
    return [1];
  });

  // The keep-alive of an open page: no session, no database, the time only.
  serveCall(app, C.ping, () => [1, now()]);
}
