// Times as the user asked for them (market-side §9: default YY-MM-DD HH:mm:ss), in the user's
// time zone when one is set (daylight time applied: time-zone.ts), else in the browser's zone. The
// user's format and zone are this module's defaults (setTimeDefaults, from the settings), used by
// every call that names none.
import { zoneOffsetMinutes, type TimeZone } from './time-zone';

export const DEFAULT_TIME_FORMAT = 'YY-MM-DD HH:mm:ss';

/** The formats the interface settings offer. */
export const TIME_FORMATS = [
  'YY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm:ss',
  'DD-MM-YY HH:mm:ss',
  'MM-DD-YY HH:mm:ss',
  'DD.MM.YYYY HH:mm:ss',
] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const isTimeFormat = (v: unknown): v is TimeFormat => typeof v === 'string' && (TIME_FORMATS as readonly string[]).includes(v);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

let defaultPattern: string = DEFAULT_TIME_FORMAT;
/** null: the browser's zone. */
let defaultZone: TimeZone | null = null;

/** The user's time format and time zone (null: local time), for every time shown from now on. */
export function setTimeDefaults(pattern: string, zone: TimeZone | null): void {
  defaultPattern = pattern;
  defaultZone = zone;
}

/** The offset from UTC the times are shown in at `mts`, in minutes (the browser's when no zone is set). */
export function shownOffsetMinutes(mts: number): number {
  return defaultZone === null ? -new Date(mts).getTimezoneOffset() : zoneOffsetMinutes(defaultZone, mts);
}

/** Tokens: YYYY YY MM DD HH mm ss SSS. The pattern and zone default to the user's; a zone of
 *  null is local time. */
export function formatTime(mts: number | null | undefined, pattern: string = defaultPattern, zone?: TimeZone | null): string {
  if (mts === null || mts === undefined || !Number.isFinite(mts)) return '–';
  const shownZone = zone === undefined ? defaultZone : zone;
  const useUtc = shownZone !== null;
  const d = new Date(useUtc ? mts + zoneOffsetMinutes(shownZone, mts) * 60_000 : mts);
  const parts: Record<string, string> = {
    YYYY: String(useUtc ? d.getUTCFullYear() : d.getFullYear()),
    YY: pad((useUtc ? d.getUTCFullYear() : d.getFullYear()) % 100),
    MM: pad((useUtc ? d.getUTCMonth() : d.getMonth()) + 1),
    DD: pad(useUtc ? d.getUTCDate() : d.getDate()),
    HH: pad(useUtc ? d.getUTCHours() : d.getHours()),
    mm: pad(useUtc ? d.getUTCMinutes() : d.getMinutes()),
    ss: pad(useUtc ? d.getUTCSeconds() : d.getSeconds()),
    SSS: pad(useUtc ? d.getUTCMilliseconds() : d.getMilliseconds(), 3),
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm|ss|SSS/g, (token) => parts[token] ?? token);
}

/** The time part only, for dense lists (trades), in the user's zone unless one is given. */
export function formatClock(mts: number | null | undefined, zone?: TimeZone | null): string {
  return formatTime(mts, 'HH:mm:ss', zone);
}

/** A calendar date in the words of a locale (`Intl` tag): "Nov 20, 2026", "20 нояб. 2026 г.".
 *  Dates of articles and competitions are UTC days. */
export function formatDate(mts: number | null | undefined, intlTag: string): string {
  if (mts === null || mts === undefined || !Number.isFinite(mts)) return '–';
  return new Intl.DateTimeFormat(intlTag, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(mts);
}
