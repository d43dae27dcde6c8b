// The checksum of PROTOCOL §2.2: the documented vectors, and our incremental CRC against npm crc-32.
import CRC32 from 'crc-32';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookState, bookChecksum, checksumOfText, type BookLayout, type WireEntry } from '../../src/protocol';
import { CRC_START, crcAppend, crcFinish, crcJoin, crcOfDecimal, crcOfText, utf8Length, type CrcSpan } from '../../src/protocol/book/crc32';

const vectors: { name: string; layout: BookLayout; bids: WireEntry[]; asks: WireEntry[]; text: string; cs: number }[] = [
  {
    name: 'P0',
    layout: 'trading-p',
    bids: [
      [6000, 1, 1],
      [5900, 1, 2],
    ],
    asks: [
      [6100, 1, -3],
      [6200, 1, -4],
    ],
    text: '6000:1:6100:-3:5900:2:6200:-4',
    cs: 1756193398,
  },
  {
    name: 'R0',
    layout: 'trading-r',
    bids: [
      [100, 6000, 1],
      [101, 6000, 2],
    ],
    asks: [
      [102, 6100, -3],
      [103, 6100, -4],
    ],
    text: '100:1:102:-3:101:2:103:-4',
    cs: 1841538801,
  },
  {
    name: 'doc sample',
    layout: 'trading-p',
    bids: [[7254.7, 3, 3.3]],
    asks: [[7254.8, 1, -0.5]],
    text: '7254.7:3.3:7254.8:-0.5',
    cs: -1584538190,
  },
  { name: 'empty', layout: 'trading-p', bids: [], asks: [], text: '', cs: 0 },
];

describe('checksum vectors (§2.2)', () => {
  it.each(vectors)('$name → $cs', ({ layout, bids, asks, text, cs }) => {
    expect(checksumOfText(text)).toBe(cs);
    expect(bookChecksum(bids, asks, layout)).toBe(cs);
    const book = new BookState(layout);
    book.applySnapshot([...bids, ...asks]);
    expect(book.checksum()).toBe(cs);
  });

  it('reads the unsigned form as the same signed integer', () => {
    expect(checksumOfText('7254.7:3.3:7254.8:-0.5') >>> 0).toBe(2710429106);
  });

  it('hashes only the first 25 of each side, interleaved, skipping a missing side', () => {
    const bids: WireEntry[] = Array.from({ length: 30 }, (_, i) => [100 - i, 1, i + 1]);
    const asks: WireEntry[] = [[200, 1, -1]];
    const parts = ['100', '1', '200', '-1'];
    for (let i = 1; i < 25; i++) parts.push(String(100 - i), String(i + 1));
    expect(bookChecksum(bids, asks, 'trading-p')).toBe(CRC32.str(parts.join(':')));
    const book = new BookState('trading-p');
    book.applySnapshot([...bids, ...asks]);
    expect(book.checksum()).toBe(CRC32.str(parts.join(':')));
  });

  it('uses the wire text of strings and String(n) of numbers, exponent form included', () => {
    const book = new BookState('trading-p');
    book.applySnapshot([
      ['0.000017', '1', '1.50'],
      [1.7e-8, 1, -2e-8],
    ]);
    expect(book.checksum()).toBe(CRC32.str('0.000017:1.50:1.7e-8:-2e-8'));
  });
});

describe('incremental CRC-32', () => {
  it('matches crc-32 CRC.str on any text, including non-ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(crcFinish(crcAppend(CRC_START, text))).toBe(CRC32.str(text));
      }),
      { numRuns: 300 },
    );
  });

  it('joins pre-hashed pieces to the same register as hashing the concatenation', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 100 }), (a, b) => {
        const joined = crcJoin(crcAppend(CRC_START, a), crcOfText(b), utf8Length(b));
        expect(crcFinish(joined)).toBe(CRC32.str(a + b));
      }),
      { numRuns: 300 },
    );
  });

  it('hashes numbers without building their text exactly as String(x), or declines', () => {
    const check = (x: number, mustHandle: boolean) => {
      const span: CrcSpan = { g: 0, n: 0 };
      const handled = crcOfDecimal(x, span);
      if (mustHandle) expect(handled).toBe(true);
      if (handled) expect(span).toEqual({ g: crcOfText(String(x)), n: utf8Length(String(x)) });
    };
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (x) => check(x, false)),
      { numRuns: 2000 },
    );
    // Book numbers (below 1e5 with up to 8 decimals) always take the fast path; larger ones may decline.
    const bookNumbers = fc.integer({ min: -9_999_999_999_999, max: 9_999_999_999_999 }).map((i) => i / 1e8);
    fc.assert(
      fc.property(bookNumbers, (x) => check(x, x === 0 || Math.abs(x) >= 1e-6)),
      { numRuns: 2000 },
    );
    const large = fc.integer({ min: -6_710_886_399_999_999, max: 6_710_886_399_999_999 }).map((i) => i / 1e8);
    fc.assert(
      fc.property(large, (x) => check(x, false)),
      { numRuns: 2000 },
    );
    for (const x of [0, -0, 1e-6, -1e-6, 9.9e-7, 0.1 + 0.2, 67108863.99999999, 67108864, 7254.7, -0.00135, 1e-8, 12345678]) check(x, false);
    expect(crcOfDecimal(1e-7, { g: 0, n: 0 })).toBe(false);
  });
});
