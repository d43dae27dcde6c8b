// Channel arrays (PROTOCOL §1.1, §1.4, §1.5): payload, heartbeat, checksum, sequence numbers.
import { describe, expect, it } from 'vitest';
import {
  ConfFlag,
  channelOf,
  checksumMessage,
  checksumOf,
  heartbeatMessage,
  isHeartbeat,
  payloadOf,
  sequenceOf,
  timestampOf,
  trailerOf,
  withTrailer,
} from '../../src/protocol';

describe('payloadOf: the last element that is an array', () => {
  it.each([
    [
      [17082, [7254.5, 0, 1]],
      [7254.5, 0, 1],
    ],
    [
      [17082, [7254.5, 0, 1], 1234],
      [7254.5, 0, 1],
    ],
    [[17082, [[1, 2, 3]], 1234, 1574694475039], [[1, 2, 3]]],
    [
      [17470, 'te', [401597393, 1574694475039, 0.005, 7244.9], 12],
      [401597393, 1574694475039, 0.005, 7244.9],
    ],
    [[0, 'os', [], 3, 4], []],
  ])('%j', (msg, payload) => {
    expect(payloadOf(msg)).toEqual(payload);
  });

  it('has none for heartbeats, checksums and non-arrays', () => {
    expect(payloadOf([1, 'hb'])).toBeUndefined();
    expect(payloadOf([1, 'cs', 5])).toBeUndefined();
    expect(payloadOf({ event: 'info' })).toBeUndefined();
    expect(channelOf({ event: 'info' })).toBeUndefined();
    expect(channelOf([0, 'hb'])).toBe(0);
  });
});

describe('heartbeats and checksums', () => {
  it('recognises hb with and without SEQ, and the ufx variant', () => {
    expect(isHeartbeat([17082, 'hb'])).toBe(true);
    expect(isHeartbeat([17082, 'hb', 1235])).toBe(true);
    expect(isHeartbeat([0, null, 'hb'])).toBe(true);
    expect(isHeartbeat([17082, [1, 1, 1]])).toBe(false);
    expect(isHeartbeat(['hb'])).toBe(false);
  });

  it('reads the signed checksum, with a SEQ appended too', () => {
    expect(checksumOf([17082, 'cs', -1584538190])).toBe(-1584538190);
    expect(checksumOf([17082, 'cs', -1584538190, 1236])).toBe(-1584538190);
    expect(checksumOf([17082, 'cs', '5'])).toBeUndefined();
    expect(checksumOf([17082, 'hb'])).toBeUndefined();
    expect(checksumMessage(1, 5)).toEqual([1, 'cs', 5]);
    expect(heartbeatMessage(1)).toEqual([1, 'hb']);
  });
});

describe('sequence numbers (SEQ_ALL) and timestamps', () => {
  it('public channels append SEQ after the body', () => {
    expect(sequenceOf([17082, [7254.5, 0, 1], 1234])).toEqual({ seq: 1234 });
    expect(sequenceOf([17082, 'hb', 1235])).toEqual({ seq: 1235 });
    expect(sequenceOf([17082, 'cs', -1584538190, 1236])).toEqual({ seq: 1236 });
    expect(sequenceOf([17082, 'te', [1, 2, 3, 4], 1237])).toEqual({ seq: 1237 });
    expect(sequenceOf([17082, [7254.5, 0, 1]])).toEqual({});
  });

  it('channel 0 appends PUB_SEQ then AUTH_SEQ; *-req notifications only AUTH_SEQ', () => {
    expect(sequenceOf([0, 'on', [1], 10, 3])).toEqual({ seq: 10, authSeq: 3 });
    expect(sequenceOf([0, 'n', [1, 'on-req', null, null, [], null, 'SUCCESS', 'ok'], 3])).toEqual({ authSeq: 3 });
    expect(sequenceOf([0, 'hb', 11])).toEqual({ seq: 11 });
  });

  it('tells appended millisecond timestamps from sequence numbers', () => {
    const msg = [17082, [7254.5, 0, 1], 1234, 1574694475039];
    expect(trailerOf(msg)).toEqual([1234, 1574694475039]);
    expect(sequenceOf(msg)).toEqual({ seq: 1234 });
    expect(timestampOf(msg)).toBe(1574694475039);
    expect(timestampOf([17082, [1, 1, 1]])).toBeUndefined();
  });

  it('withTrailer appends only what the flags ask for', () => {
    const flags = ConfFlag.SEQ_ALL + ConfFlag.TIMESTAMP;
    expect(withTrailer([5, [1, 1, 1]], flags, { seq: 9, ts: 1574694475039 })).toEqual([5, [1, 1, 1], 9, 1574694475039]);
    expect(withTrailer([0, 'on', []], ConfFlag.SEQ_ALL, { seq: 9, authSeq: 2, ts: 1 })).toEqual([0, 'on', [], 9, 2]);
    expect(withTrailer([5, 'hb'], ConfFlag.CHECKSUM, { seq: 9 })).toEqual([5, 'hb']);
  });
});
