// The official Node client (bitfinex-api-node@7 WSv2 with managed order books) watching book
// checksums: one socket per precision (the client keys managed books by symbol only), each
// counting the checksums it verified and the errors it met.
import WSv2 from 'bitfinex-api-node/lib/transports/ws2.js';

export const PRECS = ['P0', 'P1', 'P2', 'P3', 'P4', 'R0'] as const;
export type Prec = (typeof PRECS)[number];

export interface ChecksumStats {
  prec: Prec;
  verified: number;
  errors: string[];
}

/** Opens the sockets and subscribes every book ([symbol, length] for each precision); `stop`
 *  closes them and gives each precision's figures. */
export async function watchChecksums(
  url: string,
  books: (prec: Prec) => Array<[symbol: string, len: string]>,
): Promise<{ stats(): ChecksumStats[]; stop(): Promise<ChecksumStats[]> }> {
  const clients = PRECS.map((prec) => {
    const ws = new WSv2({ url, manageOrderBooks: true, autoReconnect: false });
    const stats: ChecksumStats = { prec, verified: 0, errors: [] };
    ws.on('error', (err: unknown) => stats.errors.push(err instanceof Error ? err.message : JSON.stringify(err)));
    // 'cs' is emitted with (symbol, checksum) only once the client verified it.
    ws.on('cs', (symbol: unknown) => {
      if (typeof symbol === 'string') stats.verified += 1;
    });
    return { ws, stats, prec };
  });
  for (const { ws, prec } of clients) {
    await ws.open();
    await ws.enableFlag(WSv2.flags.CHECKSUM);
    for (const [symbol, len] of books(prec)) await ws.subscribeOrderBook(symbol, prec, len);
  }
  return {
    stats: () => clients.map((c) => c.stats),
    async stop() {
      for (const { ws } of clients) await ws.close();
      return clients.map((c) => c.stats);
    },
  };
}
