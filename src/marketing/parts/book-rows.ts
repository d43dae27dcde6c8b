// The two sides of a public book as `/v2/book/{symbol}/P0` answers it (PROTOCOL §2.1): trading
// [PRICE, COUNT, AMOUNT] with AMOUNT > 0 a bid; funding [RATE, PERIOD, COUNT, AMOUNT] with AMOUNT
// < 0 a bid (the inverse). Each side best first, with the running total of its amounts.
export interface BookRow {
  /** Price, or the daily rate of a funding book. */
  price: number;
  /** Days, for a funding book. */
  period?: number;
  amount: number;
  total: number;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);

function withTotals(rows: Array<Omit<BookRow, 'total'>>): BookRow[] {
  let total = 0;
  return rows.map((r) => {
    total += r.amount;
    return { ...r, total };
  });
}

export function bookSides(raw: unknown, funding: boolean): { bids: BookRow[]; asks: BookRow[] } {
  const bids: Array<Omit<BookRow, 'total'>> = [];
  const asks: Array<Omit<BookRow, 'total'>> = [];
  if (Array.isArray(raw)) {
    for (const e of raw) {
      if (!Array.isArray(e)) continue;
      const amount = num(funding ? e[3] : e[2]);
      if (!Number.isFinite(amount) || amount === 0) continue;
      const row = { price: num(e[0]), period: funding ? num(e[1]) : undefined, amount: Math.abs(amount) };
      const bid = funding ? amount < 0 : amount > 0;
      (bid ? bids : asks).push(row);
    }
  }
  // Trading bids best (highest) first; funding bids (borrowers) best (highest rate) first too;
  // asks and offers lowest first.
  bids.sort((a, b) => b.price - a.price);
  asks.sort((a, b) => a.price - b.price);
  return { bids: withTotals(bids), asks: withTotals(asks) };
}
