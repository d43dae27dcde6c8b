// Trading competitions (account-side issue 16, item 7): a competition-enabled account joins one of
// the site's competition templates until it ends; the ranking is the exchange's, computed from
// the competitors' own trades on the competition's pairs within its window: the USD volume (each
// trade's amount × price, the quote currency valued in USD now), the higher first, a tie to the
// competitor who got there first.
import {
  competitionEnd,
  encodeCompetitionEntry,
  encodeRanking,
  type CompetitionEntryRow,
  type RankingEntry,
  type RankingRow,
} from '../../../src/protocol/programmes/competitions';
import type { Ctx } from '../context';
import { dec, money, num, type Dec } from '../decimal';
import { notifiedWrite } from '../notified-write';
import type { NotificationRow } from '../wire';
import type { CompetitionTemplate, ProgrammePorts } from './ports';

export class Competitions {
  constructor(
    private readonly ctx: Ctx,
    private readonly ports: ProgrammePorts,
    private readonly enabled: (user: number) => boolean,
  ) {}

  private get db() {
    return this.ctx.accounts.db;
  }

  private template(slug: string): CompetitionTemplate | undefined {
    return this.ports.competitions().find((c) => c.slug === slug);
  }

  private joined(slug: string, user: number): number | null {
    return (
      this.db.prepare<[string, number], { mts: number }>('SELECT mts FROM pg_competitors WHERE slug = ? AND user = ?').get(slug, user)
        ?.mts ?? null
    );
  }

  /** The site's competitions, the latest first, with whether the account has joined each. */
  list(user: number): CompetitionEntryRow[] {
    if (!this.ports.offered('competitions')) return [];
    const counts = new Map(
      this.db
        .prepare<[], { slug: string; n: number }>('SELECT slug, COUNT(*) AS n FROM pg_competitors GROUP BY slug')
        .all()
        .map((r) => [r.slug, r.n]),
    );
    return this.ports
      .competitions()
      .map((c) => encodeCompetitionEntry({ ...c, joinedMts: this.joined(c.slug, user), competitors: counts.get(c.slug) ?? 0 }));
  }

  join(user: number, input: { slug: string }): NotificationRow {
    return notifiedWrite(this.ctx, user, 'competition-join', ({ now, fail, done }) => {
      if (!this.ports.offered('competitions')) return fail('Joining refused: trading competitions are not offered on this site');
      const c = this.template(input.slug);
      if (!c) return fail('slug: invalid (not a competition of this site)');
      if (!this.enabled(user)) return fail('Joining refused: this account is not competition-enabled (enable competitions first)');
      if (now >= competitionEnd(c.endsAt)) return fail(`Joining refused: ${c.title} has ended`);
      if (this.joined(c.slug, user) !== null) return fail(`Joining refused: this account has joined ${c.title} already`);
      this.db.prepare('INSERT INTO pg_competitors (slug, user, mts) VALUES (?, ?, ?)').run(c.slug, user, now);
      const entry = encodeCompetitionEntry({ ...c, joinedMts: now, competitors: this.count(c.slug) });
      return done(entry, `Joined ${c.title}: trades on ${c.pairs.join(', ')} count from its start to its end`);
    });
  }

  private count(slug: string): number {
    return this.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM pg_competitors WHERE slug = ?').get(slug)?.n ?? 0;
  }

  /** The ranking of a competition ([RANK, MTS, NICKNAME, VOLUME_USD, TRADES, IS_YOU] rows), or a
   *  refusal's text. */
  ranking(user: number, slug: string): RankingRow[] | string {
    if (!this.ports.offered('competitions')) return 'Ranking refused: trading competitions are not offered on this site';
    const c = this.template(slug);
    if (!c) return 'slug: invalid (not a competition of this site)';
    const competitors = this.db
      .prepare<[string], { user: number; mts: number }>('SELECT user, mts FROM pg_competitors WHERE slug = ?')
      .all(c.slug);
    const start = c.startsAt;
    const end = competitionEnd(c.endsAt) - 1;
    const trades = this.db.prepare<[number, number, number], { symbol: string; mts: number; row: string }>(
      'SELECT symbol, mts, row FROM tr_trades WHERE user = ? AND mts BETWEEN ? AND ?',
    );
    const scored = competitors.map((k) => {
      let volume: Dec = dec(0);
      let count = 0;
      let last = k.mts;
      for (const t of trades.all(k.user, start, end)) {
        if (!c.pairs.includes(t.symbol)) continue;
        const rules = this.ctx.pairs.get(t.symbol);
        const row = JSON.parse(t.row) as unknown[];
        const amount = typeof row[4] === 'number' ? Math.abs(row[4]) : 0;
        const price = typeof row[5] === 'number' ? row[5] : 0;
        if (!rules || amount === 0) continue;
        volume = volume.plus(this.ctx.prices.usd(rules.quote, dec(amount).times(price)));
        count += 1;
        last = Math.max(last, t.mts);
      }
      return { user: k.user, volume: money(volume), trades: count, mts: last };
    });
    scored.sort((a, b) => b.volume.comparedTo(a.volume) || a.mts - b.mts || a.user - b.user);
    return scored.map((s, i) => {
      const e: RankingEntry = {
        rank: i + 1,
        mts: s.mts,
        nickname: this.ports.profile(s.user)?.nickname ?? `#${s.user}`,
        volumeUsd: num(s.volume),
        trades: s.trades,
        you: s.user === user,
      };
      return encodeRanking(e);
    });
  }
}
