// The archive's range: the account's rows older than the reports' default range (the last
// REPORTS_DEFAULT_DAYS days, which /reports opens on). A search ends at the latest the day before
// the reports' range starts, and opens on the year before that.
import { REPORTS_DEFAULT_DAYS } from '../../models/account/reports';
import type { ReportKind } from '../../protocol/account/report-kinds';

import { DAY, dayEnd, dayStart, isoDay } from '../reports/report-days';

/** The kinds the archive holds: closed orders, trades, positions and the ledger. */
export const ARCHIVE_KINDS = ['orders', 'trades', 'positions', 'ledger'] as const satisfies readonly ReportKind[];
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];

/** The last day the archive holds: the day before the reports' default range starts. */
export const archiveLastDay = (now: number): string => isoDay(dayStart(isoDay(now - REPORTS_DEFAULT_DAYS * DAY)) - DAY);
/** The first day a search opens on: a year before the last day. */
export const archiveFirstDay = (now: number): string => isoDay(dayStart(archiveLastDay(now)) - 364 * DAY);

export type ArchiveRange = { from: number; to: number } | { error: 'badRange' | 'tooRecent' };

/** The search's days as a range of ms, or why it is not one the archive reads. */
export function archiveRange(from: string, to: string, now: number): ArchiveRange {
  const start = dayStart(from);
  const end = dayEnd(to);
  if (!Number.isFinite(start) || !Number.isFinite(end) || start > end) return { error: 'badRange' };
  if (end > dayEnd(archiveLastDay(now))) return { error: 'tooRecent' };
  return { from: start, to: end };
}
