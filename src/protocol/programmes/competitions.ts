// Trading competitions (account-side issue 16, item 7): a competition-enabled account joins a
// competition of the site's templates (the content store's competitions) while it has not ended;
// the exchange ranks its competitors by the volume they trade on the competition's pairs during
// its window (valued in USD at each trade's price), the higher first, a tie to whoever got there
// first. The ranking on the wire, per key (the competition's slug), one row per competitor:
// [RANK, MTS, NICKNAME, VOLUME_USD, TRADES, IS_YOU] — MTS the competitor's last counted trade
// (its joining, before any).

export interface RankingEntry {
  rank: number;
  mts: number;
  nickname: string;
  volumeUsd: number;
  trades: number;
  you: boolean;
}

export type RankingRow = [number, number, string, number, number, 0 | 1];

export function encodeRanking(e: RankingEntry): RankingRow {
  return [e.rank, e.mts, e.nickname, e.volumeUsd, e.trades, e.you ? 1 : 0];
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function decodeRanking(raw: unknown): RankingEntry | undefined {
  if (!Array.isArray(raw) || raw.length < 6) return undefined;
  const [rank, mts, nickname, volumeUsd, trades, you] = raw as unknown[];
  if (!isNum(rank) || !isNum(mts) || typeof nickname !== 'string' || !isNum(volumeUsd) || !isNum(trades)) return undefined;
  return { rank, mts, nickname, volumeUsd, trades, you: you === 1 };
}

/** A competition the account can see: [SLUG, TITLE, PAIRS, STARTS_MTS, ENDS_MTS, JOINED_MTS | null, COMPETITORS]. */
export interface CompetitionEntry {
  slug: string;
  title: string;
  pairs: readonly string[];
  startsAt: number;
  /** The competition's last day (it ends at the end of it, UTC). */
  endsAt: number;
  joinedMts: number | null;
  competitors: number;
}

export type CompetitionEntryRow = [string, string, readonly string[], number, number, number | null, number];

export function encodeCompetitionEntry(c: CompetitionEntry): CompetitionEntryRow {
  return [c.slug, c.title, c.pairs, c.startsAt, c.endsAt, c.joinedMts, c.competitors];
}

export function decodeCompetitionEntry(raw: unknown): CompetitionEntry | undefined {
  if (!Array.isArray(raw) || raw.length < 7) return undefined;
  const [slug, title, pairs, startsAt, endsAt, joinedMts, competitors] = raw as unknown[];
  if (typeof slug !== 'string' || typeof title !== 'string' || !Array.isArray(pairs) || !isNum(startsAt) || !isNum(endsAt))
    return undefined;
  if (joinedMts !== null && !isNum(joinedMts)) return undefined;
  return {
    slug,
    title,
    pairs: pairs.filter((p): p is string => typeof p === 'string'),
    startsAt,
    endsAt,
    joinedMts,
    competitors: isNum(competitors) ? competitors : 0,
  };
}

/** The end of a competition's window: the end of its last day. */
export const competitionEnd = (endsAt: number): number => endsAt + 86_400_000;

/** The programmes an account opts into: merchant payments and trading competitions. */
export const PROGRAMMES = ['merchant', 'competition'] as const;
export type Programme = (typeof PROGRAMMES)[number];
