// The user's time format and time zone (market-side §3 "UI settings": time_format, and the zone
// that replaced the fixed utc_offset) as the defaults of every formatTime and formatClock that
// names none: the offered formats, an IANA zone with its daylight time, local time when none is
// set, and an offset kept by an earlier version read as the zone that keeps it.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_FORMAT, TIME_FORMATS, formatClock, formatTime, setTimeDefaults, shownOffsetMinutes } from '../../src/format/time';
import { isTimeZone, zoneOfOffset, zoneOffsetMinutes } from '../../src/format/time-zone';
import { timeZones, utcOffsetLabel } from '../../src/format/time-zone-list';
import { storedTimeZone } from '../../src/models/settings';

const MTS = Date.UTC(2024, 2, 5, 23, 8, 9);
const JANUARY = Date.UTC(2024, 0, 15, 12, 0, 0);
const JULY = Date.UTC(2024, 6, 15, 12, 0, 0);
/** The fixed offsets an earlier version offered (market-side §3 utc_offset), UTC−12:00 to UTC+14:00. */
const UTC_OFFSETS = [
  -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210, 240, 270, 300, 330, 345, 360,
  390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840,
];

afterEach(() => setTimeDefaults(DEFAULT_TIME_FORMAT, null));

describe('time format and time zone', () => {
  it('writes each offered format', () => {
    expect(TIME_FORMATS.map((f) => formatTime(MTS, f, 'UTC'))).toEqual([
      '24-03-05 23:08:09',
      '2024-03-05 23:08:09',
      '05-03-24 23:08:09',
      '03-05-24 23:08:09',
      '05.03.2024 23:08:09',
    ]);
  });

  it('uses the user’s format and zone where a call names none, a date line crossed too', () => {
    setTimeDefaults('DD.MM.YYYY HH:mm:ss', 'Asia/Kolkata');
    expect(formatTime(MTS)).toBe('06.03.2024 04:38:09');
    expect(formatClock(MTS)).toBe('04:38:09');
    // A call's own pattern keeps the user's zone; its own zone wins.
    expect(formatTime(MTS, 'HH:mm')).toBe('04:38');
    expect(formatTime(MTS, undefined, 'America/Sao_Paulo')).toBe('05.03.2024 20:08:09');
    expect(shownOffsetMinutes(MTS)).toBe(330);
    setTimeDefaults('YYYY-MM-DD HH:mm:ss', 'Asia/Kathmandu');
    expect(formatTime(MTS)).toBe('2024-03-06 04:53:09');
  });

  it('applies daylight time as the zone’s clocks change', () => {
    setTimeDefaults('YYYY-MM-DD HH:mm:ss', 'Europe/Berlin');
    expect(formatTime(JANUARY)).toBe('2024-01-15 13:00:00');
    expect(formatTime(JULY)).toBe('2024-07-15 14:00:00');
    expect([shownOffsetMinutes(JANUARY), shownOffsetMinutes(JULY)]).toEqual([60, 120]);
    // Across the spring change (31 March 2024, 01:00 UTC): 01:59:59 CET, then 03:00:00 CEST.
    const change = Date.UTC(2024, 2, 31, 1, 0, 0);
    expect(formatClock(change - 1000)).toBe('01:59:59');
    expect(formatClock(change)).toBe('03:00:00');
    // The southern half of the world changes the other way.
    expect(formatClock(JANUARY, 'Australia/Sydney')).toBe('23:00:00');
    expect(formatClock(JULY, 'Australia/Sydney')).toBe('22:00:00');
    expect(zoneOffsetMinutes('America/New_York', JANUARY)).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', JULY)).toBe(-240);
  });

  it('shows local time when no zone is set', () => {
    setTimeDefaults('YYYY-MM-DD HH:mm:ss', null);
    const local = new Date(MTS);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatClock(MTS)).toBe(`${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`);
    expect(shownOffsetMinutes(MTS)).toBe(-local.getTimezoneOffset());
    expect(formatTime(MTS, undefined, null)).toBe(formatTime(MTS));
  });

  it('offers the browser’s zones, UTC first, and knows a zone from a typo', () => {
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toEqual(expect.arrayContaining(['Europe/Berlin', 'America/Sao_Paulo', 'Asia/Tokyo']));
    expect(zones.every(isTimeZone)).toBe(true);
    expect([isTimeZone('Europe/Berlni'), isTimeZone(''), isTimeZone(60)]).toEqual([false, false, false]);
  });
});

describe('an offset kept by an earlier version', () => {
  it('reads as the zone that keeps it: Etc/GMT with POSIX’s sign, the place of a part-hour offset', () => {
    expect([60, -300, 0, 840, -720].map(zoneOfOffset)).toEqual(['Etc/GMT-1', 'Etc/GMT+5', 'UTC', 'Etc/GMT-14', 'Etc/GMT+12']);
    expect([330, 345, -210, 525].map(zoneOfOffset)).toEqual(['Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Eucla']);
    // Every offset an earlier version offered becomes a zone showing that offset in January.
    for (const minutes of UTC_OFFSETS) {
      const zone = zoneOfOffset(minutes);
      expect(isTimeZone(zone), `${minutes}`).toBe(true);
      if (minutes % 60 === 0) expect([zoneOffsetMinutes(zone!, JANUARY), zoneOffsetMinutes(zone!, JULY)]).toEqual([minutes, minutes]);
    }
    expect(zoneOfOffset(50)).toBeUndefined();
  });

  it('is read while no zone is kept, and a kept zone wins', () => {
    expect(storedTimeZone({ utc_offset: 180 })).toBe('Etc/GMT-3');
    expect(storedTimeZone({ utc_offset: 330 })).toBe('Asia/Kolkata');
    expect(storedTimeZone({ time_zone: 'Europe/Berlin', utc_offset: 180 })).toBe('Europe/Berlin');
    expect(storedTimeZone({ time_zone: 'Nowhere/Else', utc_offset: -300 })).toBe('Etc/GMT+5');
    expect(storedTimeZone({ time_zone: null, utc_offset: null })).toBeNull();
    expect(storedTimeZone({ utc_offset: 50 })).toBeNull();
    setTimeDefaults(DEFAULT_TIME_FORMAT, storedTimeZone({ utc_offset: 120 }));
    expect(formatClock(JULY)).toBe('14:00:00');
  });

  it('still names offsets for the labels', () => {
    expect([330, 345, -210, 0, 840].map(utcOffsetLabel)).toEqual(['UTC+05:30', 'UTC+05:45', 'UTC−03:30', 'UTC+00:00', 'UTC+14:00']);
  });
});
