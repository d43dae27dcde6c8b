// A trading competition as the content store keeps it, and where it stands today.
export interface Competition {
  slug: string;
  title: string;
  summary: string;
  rules: string;
  prize: string;
  pairs: string[];
  startsAt: number;
  endsAt: number;
}

export type CompetitionStatus = 'upcoming' | 'running' | 'ended';

export function competitionStatus(c: Pick<Competition, 'startsAt' | 'endsAt'>, now: number): CompetitionStatus {
  if (now < c.startsAt) return 'upcoming';
  // The end date is the competition's last day.
  return now < c.endsAt + 86_400_000 ? 'running' : 'ended';
}
