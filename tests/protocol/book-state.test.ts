// BookState follows the apply and sort rules of PROTOCOL §2.1 for all four layouts.
import { describe, expect, it } from 'vitest';
import { BookState, bookChecksum } from '../../src/protocol';

describe('trading P books [PRICE, COUNT, AMOUNT]', () => {
  it('adds, replaces and deletes levels with the ±1 side marker', () => {
    const book = new BookState('trading-p');
    book.applySnapshot([
      [100, 1, 2],
      [99, 2, 3],
      [101, 1, -1],
      [102, 3, -4],
    ]);
    expect(book.applyUpdate([99.5, 1, 1])).toBe(true);
    expect(book.applyUpdate([100, 4, 5])).toBe(true);
    expect(book.bids()).toEqual([
      [100, 4, 5],
      [99.5, 1, 1],
      [99, 2, 3],
    ]);
    expect(book.applyUpdate([101, 0, -1])).toBe(true);
    expect(book.asks()).toEqual([[102, 3, -4]]);
    expect(book.applyUpdate([99, 0, 1])).toBe(true);
    expect(book.bids()).toEqual([
      [100, 4, 5],
      [99.5, 1, 1],
    ]);
  });

  it('deletes only on the side the marker names and ignores unknown deletes', () => {
    const book = new BookState('trading-p');
    book.applySnapshot([
      [100, 1, 2],
      [101, 1, -1],
    ]);
    expect(book.applyUpdate([100, 0, -1])).toBe(false);
    expect(book.applyUpdate([55, 0, 1])).toBe(false);
    expect(book.bids()).toEqual([[100, 1, 2]]);
    expect(book.asks()).toEqual([[101, 1, -1]]);
  });

  it('removes a price from the other side when it appears on one side', () => {
    const book = new BookState('trading-p');
    book.applySnapshot([
      [100, 1, 2],
      [101, 1, -1],
    ]);
    book.applyUpdate([101, 2, 3]);
    expect(book.bids()).toEqual([
      [101, 2, 3],
      [100, 1, 2],
    ]);
    expect(book.asks()).toEqual([]);
  });

  it('sorts bids descending and asks ascending whatever the snapshot order', () => {
    const book = new BookState('trading-p');
    book.applySnapshot([
      [98, 1, 1],
      [103, 1, -1],
      [100, 1, 1],
      [101, 1, -1],
      [99, 1, 1],
    ]);
    expect(book.bids().map((e) => e[0])).toEqual([100, 99, 98]);
    expect(book.asks().map((e) => e[0])).toEqual([101, 103]);
  });

  it('keeps entries exactly as received, strings included, and matches levels numerically', () => {
    const book = new BookState('trading-p');
    const entry = ['7254.70', '3', '3.30'] as const;
    book.applySnapshot([entry]);
    expect(book.bidAt(0)).toBe(entry);
    book.applyUpdate([7254.7, 0, 1]);
    expect(book.bidCount).toBe(0);
  });

  it('ignores garbage: short arrays, non-numeric values, zero amount, negative count', () => {
    const book = new BookState('trading-p');
    book.applySnapshot([[100, 1, 2]]);
    for (const bad of [[100, 1], ['x', 1, 1], [100, 1, 0], [100, -1, 1], [100, 1, 'abc'], 'hb', null, [null, 1, 1], ['', 1, 1]]) {
      expect(book.applyUpdate(bad)).toBe(false);
    }
    expect(book.snapshot()).toEqual([[100, 1, 2]]);
  });
});

describe('funding P books [RATE, PERIOD, COUNT, AMOUNT]', () => {
  it('keys levels by rate and period, with the inverse sign (amount < 0 is a bid)', () => {
    const book = new BookState('funding-p');
    book.applySnapshot([
      [0.000081, 15, 1, -10],
      [0.000081, 30, 1, -0.1135],
      [0.0002, 2, 1, 50],
    ]);
    expect(book.bids()).toEqual([
      [0.000081, 15, 1, -10],
      [0.000081, 30, 1, -0.1135],
    ]);
    expect(book.asks()).toEqual([[0.0002, 2, 1, 50]]);
    book.applyUpdate([0.000081, 30, 0, -1]);
    expect(book.bids()).toEqual([[0.000081, 15, 1, -10]]);
    expect(book.applyUpdate([0.0002, 2, 0, -1])).toBe(false);
    expect(book.applyUpdate([0.0002, 2, 0, 1])).toBe(true);
    expect(book.askCount).toBe(0);
  });

  it('sorts equal rates by period ascending on both sides', () => {
    const book = new BookState('funding-p');
    book.applySnapshot([
      [0.0003, 30, 1, 5],
      [0.0003, 2, 1, 5],
      [0.0001, 7, 1, -1],
      [0.0001, 3, 1, -1],
      [0.0002, 9, 1, -1],
    ]);
    expect(book.bids().map((e) => [e[0], e[1]])).toEqual([
      [0.0002, 9],
      [0.0001, 3],
      [0.0001, 7],
    ]);
    expect(book.asks().map((e) => [e[0], e[1]])).toEqual([
      [0.0003, 2],
      [0.0003, 30],
    ]);
  });
});

describe('raw books', () => {
  it('trading R0 [ORDER_ID, PRICE, AMOUNT]: add/replace by id, moves on price change, price 0 deletes by id', () => {
    const book = new BookState('trading-r');
    book.applySnapshot([
      [1, 100, 1],
      [2, 100, 2],
      [3, 101, -1],
    ]);
    book.applyUpdate([4, 100, 0.5]);
    expect(book.bids()).toEqual([
      [1, 100, 1],
      [2, 100, 2],
      [4, 100, 0.5],
    ]);
    book.applyUpdate([1, 99, 1]);
    expect(book.bids()).toEqual([
      [2, 100, 2],
      [4, 100, 0.5],
      [1, 99, 1],
    ]);
    book.applyUpdate([2, 100, 7]);
    expect(book.bidAt(0)).toEqual([2, 100, 7]);
    // Delete by id whatever the side marker says (bitfinex-api-node #472).
    expect(book.applyUpdate([3, 0, 1])).toBe(true);
    expect(book.askCount).toBe(0);
    expect(book.applyUpdate([3, 0, -1])).toBe(false);
  });

  it('sorts equal prices by order id ascending, asks included', () => {
    const book = new BookState('trading-r');
    book.applySnapshot([
      [9, 101, -1],
      [5, 101, -2],
      [7, 100.5, -1],
    ]);
    expect(book.asks().map((e) => e[0])).toEqual([7, 5, 9]);
  });

  it('moves an order to the other side when its amount changes sign', () => {
    const book = new BookState('trading-r');
    book.applySnapshot([[1, 100, 1]]);
    book.applyUpdate([1, 102, -1]);
    expect(book.bids()).toEqual([]);
    expect(book.asks()).toEqual([[1, 102, -1]]);
  });

  it('funding R0 [OFFER_ID, PERIOD, RATE, AMOUNT]: rate 0 deletes, amount < 0 is a bid', () => {
    const book = new BookState('funding-r');
    book.applySnapshot([
      [10, 30, 0.0002, -100],
      [11, 2, 0.0003, 50],
      [12, 7, 0.0003, 20],
    ]);
    expect(book.bids()).toEqual([[10, 30, 0.0002, -100]]);
    expect(book.asks()).toEqual([
      [11, 2, 0.0003, 50],
      [12, 7, 0.0003, 20],
    ]);
    book.applyUpdate([11, 2, 0, 1]);
    expect(book.asks()).toEqual([[12, 7, 0.0003, 20]]);
  });
});

describe('messages', () => {
  it('the first message is the snapshot, even when empty or shaped like a bulk update', () => {
    const book = new BookState('trading-p');
    book.applyMessage([[100, 1, 1]], false);
    expect(book.bidCount).toBe(1);
    book.applyMessage([], true);
    expect(book.bidCount).toBe(0);
    book.applyMessage(
      [
        [101, 1, 1],
        [102, 1, -1],
      ],
      true,
    );
    expect(book.snapshot()).toEqual([
      [101, 1, 1],
      [102, 1, -1],
    ]);
  });

  it('applies bulk updates entry by entry and single updates', () => {
    const book = new BookState('trading-p');
    book.applyMessage(
      [
        [100, 1, 1],
        [101, 1, -1],
      ],
      true,
    );
    expect(
      book.applyMessage(
        [
          [100, 0, 1],
          [99, 2, 2],
          [101, 3, -3],
        ],
        false,
      ),
    ).toBe(true);
    expect(book.snapshot()).toEqual([
      [99, 2, 2],
      [101, 3, -3],
    ]);
    expect(book.applyMessage([98, 1, 1], false)).toBe(true);
    expect(book.applyMessage([[55, 0, 1]], false)).toBe(false);
    expect(book.applyMessage('hb', false)).toBe(false);
  });
});

describe('depth window', () => {
  it('keeps the best `depth` entries per side; a worse entry into a full window is not kept', () => {
    const book = new BookState('trading-p', 2);
    book.applySnapshot([
      [100, 1, 1],
      [99, 1, 1],
      [98, 1, 1],
      [101, 1, -1],
    ]);
    expect(book.bids()).toEqual([
      [100, 1, 1],
      [99, 1, 1],
    ]);
    expect(book.applyUpdate([97, 1, 1])).toBe(false);
    book.applyUpdate([100.5, 1, 1]);
    expect(book.bids()).toEqual([
      [100.5, 1, 1],
      [100, 1, 1],
    ]);
    book.applyUpdate([100.5, 0, 1]);
    expect(book.bids()).toEqual([[100, 1, 1]]);
  });

  it('drops the id of a raw order pushed out of the window', () => {
    const book = new BookState('trading-r', 1);
    book.applySnapshot([[1, 100, 1]]);
    book.applyUpdate([2, 101, 1]);
    expect(book.bids()).toEqual([[2, 101, 1]]);
    expect(book.applyUpdate([1, 0, 1])).toBe(false);
  });

  it('checksums match the reference after every kind of change', () => {
    const book = new BookState('trading-p', 25);
    const entries = Array.from({ length: 30 }, (_, i) => [1000 - i, 1, i + 1]);
    book.applySnapshot([...entries, [1001, 2, -5]]);
    const updates = [
      [990, 3, 9],
      [999.5, 1, 1],
      [1000, 0, 1],
      [1001, 0, -1],
      [1002, 1, -1],
      [975, 0, 1],
    ];
    for (const u of updates) {
      book.applyUpdate(u);
      expect(book.checksum()).toBe(bookChecksum(book.bids(), book.asks(), 'trading-p'));
    }
  });
});

describe('changedFrom', () => {
  it('reports the lowest index touched per side until cleared', () => {
    const book = new BookState('trading-p');
    book.applySnapshot([
      [100, 1, 1],
      [99, 1, 1],
      [98, 1, 1],
      [101, 1, -1],
    ]);
    book.clearChanges();
    expect(book.changedFrom(1)).toBe(Infinity);
    book.applyUpdate([98, 2, 2]);
    book.applyUpdate([99, 2, 2]);
    expect(book.changedFrom(1)).toBe(1);
    expect(book.changedFrom(-1)).toBe(Infinity);
    book.applyUpdate([101, 0, -1]);
    expect(book.changedFrom(-1)).toBe(0);
  });
});

describe('syncFrom (a subscriber window of the server book)', () => {
  it('sends the level pushed out as a delete first, the next level in as an add, nothing for changes outside', () => {
    const full = new BookState('trading-p');
    full.applySnapshot([
      [100, 1, 1],
      [99, 1, 2],
      [98, 1, 3],
      [97, 1, 4],
      [101, 1, -1],
    ]);
    const view = new BookState('trading-p', 2);
    view.syncFrom(full);
    full.clearChanges();
    expect(view.snapshot()).toEqual([
      [100, 1, 1],
      [99, 1, 2],
      [101, 1, -1],
    ]);

    full.applyUpdate([100.5, 2, 5]);
    expect(view.syncFrom(full)).toEqual([
      [99, 0, 1],
      [100.5, 2, 5],
    ]);
    full.clearChanges();

    full.applyUpdate([100.5, 0, 1]);
    expect(view.syncFrom(full)).toEqual([
      [100.5, 0, 1],
      [99, 1, 2],
    ]);
    full.clearChanges();

    full.applyUpdate([97, 3, 9]);
    expect(view.syncFrom(full)).toEqual([]);
    full.clearChanges();

    full.applyUpdate([100, 5, 6]);
    expect(view.syncFrom(full)).toEqual([[100, 5, 6]]);
    expect(view.bids()).toEqual([
      [100, 5, 6],
      [99, 1, 2],
    ]);
  });

  it('funding and raw deletes carry the layout side marker', () => {
    const full = new BookState('funding-r');
    full.applySnapshot([
      [1, 2, 0.0002, -10],
      [2, 7, 0.0003, 5],
    ]);
    const view = new BookState('funding-r', 25);
    view.syncFrom(full);
    full.clearChanges();
    full.applyUpdate([1, 2, 0, -1]);
    full.applyUpdate([2, 7, 0.00025, 5]);
    // Deletes first: the bid by RATE 0 with −1, the moved offer's old place with +1; then the offer again.
    expect(view.syncFrom(full)).toEqual([
      [1, 2, 0, -1],
      [2, 7, 0, 1],
      [2, 7, 0.00025, 5],
    ]);
  });

  it('refuses a source of another layout', () => {
    expect(() => new BookState('trading-p', 1).syncFrom(new BookState('trading-r'))).toThrow();
  });
});
