// What the time zone setting offers and shows (the interface page only, not the first load): the
// browser's zones, each labelled with its offset from UTC now.
import type { TimeZone } from './time-zone';

/** The zones the setting offers: the browser's list, UTC first. */
export function timeZones(): readonly TimeZone[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...listed.filter((z) => z !== 'UTC')];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `UTC+05:30`, `UTC−03:00`, `UTC+00:00`. */
export function utcOffsetLabel(minutes: number): string {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '−' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
