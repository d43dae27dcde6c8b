// Public REST calls. Error bodies of the protocol (["error", code, msg], and the old
// {"error": "ERR_…"} form) become ExchangeError; HTTP 429 becomes a rate-limit error (11010).
import ky, { HTTPError } from 'ky';
import { ErrorCode, parseRestError } from '../protocol/errors';

export class ExchangeError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ExchangeError';
  }

  get isRateLimit(): boolean {
    return this.code === ErrorCode.RATE_LIMIT || this.status === 429;
  }
}

export type Query = Record<string, string | number | undefined>;

function cleanQuery(query: Query | undefined): Record<string, string | number> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = v;
  return out;
}

export function createPublicRest(base: string) {
  const client = ky.create({ prefixUrl: base, retry: 0, timeout: 15_000 });
  return {
    async get<T>(path: string, query?: Query): Promise<T> {
      try {
        return await client.get(path.replace(/^\//, ''), { searchParams: cleanQuery(query) }).json<T>();
      } catch (err) {
        if (err instanceof HTTPError) {
          const body: unknown = await err.response.json().catch(() => undefined);
          const parsed = parseRestError(body);
          if (parsed) throw new ExchangeError(parsed.code, parsed.message, err.response.status);
          if (err.response.status === 429) throw new ExchangeError(ErrorCode.RATE_LIMIT, 'ratelimit: error', 429);
          throw new ExchangeError(0, `HTTP ${err.response.status}`, err.response.status);
        }
        throw err;
      }
    },
  };
}

export type PublicRest = ReturnType<typeof createPublicRest>;
