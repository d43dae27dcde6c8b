// Conversion rates through `/v2/calc/fx` (market-side §7): the first element of the reply is the
// rate; a failed pair without USD on either side is asked as two calls via USD and multiplied;
// a rate found is cached for 60 s (the rate cache), each reply of calc/fx for 30 s (the fx
// response cache: a rate asked anew reuses the legs still fresh); a rate that cannot be had is 0
// (§8) and is asked again next time.
import BigNumber from 'bignumber.js';

export const FX_CACHE_MS = 30_000;
export const RATE_CACHE_MS = 60_000;

/** Asks the exchange's `calc/fx` for the rate of `ccy1` in `ccy2`; resolves to its reply. */
export type FxPost = (ccy1: string, ccy2: string) => Promise<unknown>;

export class FxRates {
  /** The replies (`ccy1:ccy2`) and the rates found (`=ccy1:ccy2`), with when they came. */
  private readonly cache = new Map<string, { rate: BigNumber; at: number }>();
  private readonly pending = new Map<string, Promise<BigNumber>>();

  constructor(
    private readonly post: FxPost,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many `ccy2` one `ccy1` is worth; 0 when no rate can be had. */
  async rate(ccy1: string, ccy2: string): Promise<BigNumber> {
    if (ccy1 === ccy2) return new BigNumber(1);
    const key = `=${ccy1}:${ccy2}`;
    const hit = this.fresh(key, RATE_CACHE_MS);
    if (hit) return hit;
    let rate = await this.ask(ccy1, ccy2);
    if (rate.isZero() && ccy1 !== 'USD' && ccy2 !== 'USD') {
      const [a, b] = await Promise.all([this.ask(ccy1, 'USD'), this.ask('USD', ccy2)]);
      rate = a.times(b);
    }
    if (!rate.isZero()) this.cache.set(key, { rate, at: this.now() });
    return rate;
  }

  private fresh(key: string, ms: number): BigNumber | undefined {
    const hit = this.cache.get(key);
    return hit && this.now() - hit.at < ms ? hit.rate : undefined;
  }

  private async ask(ccy1: string, ccy2: string): Promise<BigNumber> {
    const key = `${ccy1}:${ccy2}`;
    const hit = this.fresh(key, FX_CACHE_MS);
    if (hit) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const p = this.post(ccy1, ccy2)
      .then((reply) => {
        const first: unknown = Array.isArray(reply) ? reply[0] : undefined;
        const rate = new BigNumber(typeof first === 'number' || typeof first === 'string' ? first : NaN);
        if (!rate.isFinite() || rate.lte(0)) return new BigNumber(0);
        this.cache.set(key, { rate, at: this.now() });
        return rate;
      })
      .catch(() => new BigNumber(0))
      .finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }
}
