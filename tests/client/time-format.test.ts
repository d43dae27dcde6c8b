// The user's time format and UTC offset (market-side §3 "UI settings": time_format, utc_offset)
// as the defaults of every formatTime and formatClock that names none: the offered formats, the
// world's real offsets (half and three-quarter hours too), local time when none is set.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_FORMAT,
  TIME_FORMATS,
  UTC_OFFSETS,
  formatClock,
  formatTime,
  setTimeDefaults,
  shownOffsetMinutes,
  utcOffsetLabel,
} from '../../src/format/time';

const MTS = Date.UTC(2024, 2, 5, 23, 8, 9);

afterEach(() => setTimeDefaults(DEFAULT_TIME_FORMAT, null));

describe('time format and UTC offset', () => {
  it('writes each offered format', () => {
    expect(TIME_FORMATS.map((f) => formatTime(MTS, f, 0))).toEqual([
      '24-03-05 23:08:09',
      '2024-03-05 23:08:09',
      '05-03-24 23:08:09',
      '03-05-24 23:08:09',
      '05.03.2024 23:08:09',
    ]);
  });

  it('uses the user’s format and offset where a call names none, a date line crossed too', () => {
    setTimeDefaults('DD.MM.YYYY HH:mm:ss', 330);
    expect(formatTime(MTS)).toBe('06.03.2024 04:38:09');
    expect(formatClock(MTS)).toBe('04:38:09');
    // A call's own pattern keeps the user's offset; its own offset wins.
    expect(formatTime(MTS, 'HH:mm')).toBe('04:38');
    expect(formatTime(MTS, undefined, -210)).toBe('05.03.2024 19:38:09');
    expect(shownOffsetMinutes(MTS)).toBe(330);
    setTimeDefaults('YYYY-MM-DD HH:mm:ss', 345);
    expect(formatTime(MTS)).toBe('2024-03-06 04:53:09');
  });

  it('shows local time when no offset is set', () => {
    setTimeDefaults('YYYY-MM-DD HH:mm:ss', null);
    const local = new Date(MTS);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatClock(MTS)).toBe(`${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`);
    expect(shownOffsetMinutes(MTS)).toBe(-local.getTimezoneOffset());
    expect(formatTime(MTS, undefined, null)).toBe(formatTime(MTS));
  });

  it('offers the real offsets from UTC−12:00 to UTC+14:00, named as such', () => {
    expect(UTC_OFFSETS[0]).toBe(-720);
    expect(UTC_OFFSETS[UTC_OFFSETS.length - 1]).toBe(840);
    expect([...UTC_OFFSETS].sort((a, b) => a - b)).toEqual(UTC_OFFSETS);
    for (const m of [330, 345, 570, 525, 765, -210, -570, 0]) expect(UTC_OFFSETS).toContain(m);
    expect(UTC_OFFSETS).not.toContain(50);
    expect([330, 345, -210, 0, 840].map(utcOffsetLabel)).toEqual(['UTC+05:30', 'UTC+05:45', 'UTC−03:30', 'UTC+00:00', 'UTC+14:00']);
  });
});
