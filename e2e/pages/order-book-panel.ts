// Page object: one order book panel.
import type { Locator } from '../fixtures';

export class OrderBookPanel {
  constructor(readonly root: Locator) {}

  syncBadge(): Locator {
    return this.root.getByRole('status');
  }

  async choosePrecision(prec: 'P0' | 'P1' | 'P2' | 'P3' | 'P4'): Promise<void> {
    await this.root.getByRole('button', { name: `Precision ${prec}`, exact: true }).click();
  }

  precisionButton(prec: string): Locator {
    return this.root.getByRole('button', { name: `Precision ${prec}`, exact: true });
  }

  side(side: 'Bids' | 'Asks'): Locator {
    return this.root.getByRole('table', { name: side, exact: true });
  }

  /** Best bid and best ask read in one go (two separate reads of a moving book can cross). */
  async bestPrices(): Promise<{ bid: number; ask: number }> {
    const [bids, asks] = await this.root.evaluate((el) =>
      ['Bids', 'Asks'].map((name) => {
        const table = el.querySelector(`table[aria-label="${name}"]`);
        return Array.from(table?.querySelectorAll('tbody button') ?? []).map((b) => Number((b.textContent ?? '').replace(/,/g, '')));
      }),
    );
    return { bid: Math.max(...(bids ?? [])), ask: Math.min(...(asks ?? [])) };
  }

  /** Prices of a side, best first. */
  async prices(side: 'Bids' | 'Asks'): Promise<number[]> {
    const texts = await this.side(side).locator('tbody button').allTextContents();
    const prices = texts.map((s) => Number(s.replace(/,/g, '')));
    // A stacked book lists asks worst first.
    return side === 'Asks' ? [...prices].sort((a, b) => a - b) : prices;
  }
}
