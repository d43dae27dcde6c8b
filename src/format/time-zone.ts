// The time zone times are shown in: an IANA zone (`Europe/Berlin`), so daylight time is applied
// the way the zone's clocks change, rather than a fixed UTC offset that is an hour wrong for half
// the year wherever clocks change. The zones offered are the browser's own
// (`Intl.supportedValuesOf('timeZone')`). A fixed offset kept by an earlier version (`utc_offset`)
// reads as the zone that keeps that offset: Etc/GMT±N for whole hours (the sign is POSIX's,
// inverted: UTC+5 is Etc/GMT-5), and for the world's half and three-quarter hours the one place
// that uses it.

/** An IANA time zone name that this browser's `Intl` knows. */
export type TimeZone = string;

const known = new Map<string, boolean>();

export function isTimeZone(v: unknown): v is TimeZone {
  if (typeof v !== 'string' || v === '') return false;
  let ok = known.get(v);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: v });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(v, ok);
  }
  return ok;
}

/** Offsets that are not whole hours, each as the zone of the place that keeps it. */
const PART_HOUR_ZONES: Readonly<Record<number, TimeZone>> = {
  [-570]: 'Pacific/Marquesas',
  [-210]: 'America/St_Johns',
  210: 'Asia/Tehran',
  270: 'Asia/Kabul',
  330: 'Asia/Kolkata',
  345: 'Asia/Kathmandu',
  390: 'Asia/Yangon',
  525: 'Australia/Eucla',
  570: 'Australia/Darwin',
  630: 'Australia/Lord_Howe',
  765: 'Pacific/Chatham',
};

/** The zone an old fixed offset (minutes east of UTC) is read as; undefined for no real offset. */
export function zoneOfOffset(minutes: number): TimeZone | undefined {
  if (!Number.isInteger(minutes) || minutes < -720 || minutes > 840) return undefined;
  if (minutes % 60 !== 0) return PART_HOUR_ZONES[minutes];
  const hours = minutes / 60;
  return hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

const formatters = new Map<TimeZone, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
/** Zones change offset only on a quarter hour of UTC: one reading serves a quarter hour. */
const QUARTER_HOUR = 15 * 60_000;

function wallClock(zone: TimeZone): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Minutes east of UTC that `zone`'s clocks show at `mts` (daylight time included). */
export function zoneOffsetMinutes(zone: TimeZone, mts: number): number {
  const quarter = Math.floor(mts / QUARTER_HOUR);
  const key = `${zone}|${quarter}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const at = quarter * QUARTER_HOUR;
  const p: Record<string, number> = {};
  for (const part of wallClock(zone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0);
  const minutes = Math.round((wall - at) / 60_000);
  if (offsets.size > 4096) offsets.clear();
  offsets.set(key, minutes);
  return minutes;
}
