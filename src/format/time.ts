// Times as the user asked for them (market-side §9: default YY-MM-DD HH:mm:ss), in the user's
// UTC offset when one is set, else in the browser's zone.
export const DEFAULT_TIME_FORMAT = 'YY-MM-DD HH:mm:ss';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `utcOffsetMinutes` undefined: local time. Tokens: YYYY YY MM DD HH mm ss SSS. */
export function formatTime(mts: number | null | undefined, pattern = DEFAULT_TIME_FORMAT, utcOffsetMinutes?: number): string {
  if (mts === null || mts === undefined || !Number.isFinite(mts)) return '–';
  const useUtc = utcOffsetMinutes !== undefined;
  const d = new Date(useUtc ? mts + utcOffsetMinutes * 60_000 : mts);
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

/** The time part only, for dense lists (trades). */
export function formatClock(mts: number | null | undefined, utcOffsetMinutes?: number): string {
  return formatTime(mts, 'HH:mm:ss', utcOffsetMinutes);
}
