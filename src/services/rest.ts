// Public REST calls. Error bodies of the protocol (["error", code, msg], and the old
// {"error": "ERR_…"} form) become ExchangeError; HTTP 429 becomes a rate-limit error (11010).
import ky, { HTTPError } from 'ky';
import { callPath, type CallDef, type CallInput, type CallParams, type CallReply } from '../protocol/calls/define';
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

async function publicError(err: unknown): Promise<unknown> {
  if (!(err instanceof HTTPError)) return err;
  const body: unknown = await err.response.json().catch(() => undefined);
  const parsed = parseRestError(body);
  if (parsed) return new ExchangeError(parsed.code, parsed.message, err.response.status);
  if (err.response.status === 429) return new ExchangeError(ErrorCode.RATE_LIMIT, 'ratelimit: error', 429);
  return new ExchangeError(0, `HTTP ${err.response.status}`, err.response.status);
}

/** The arguments of a call: its input, then its path parameters when the path takes them. */
export type CallArgs<C> =
  CallParams<C> extends undefined ? [input?: CallInput<C>] : [input: CallInput<C> | undefined, params: CallParams<C>];

export function createPublicRest(base: string) {
  const client = ky.create({ prefixUrl: base, retry: 0, timeout: 15_000 });
  return {
    /** A public call of the protocol's table; resolves to its reply read by the table's codec. */
    async call<C extends CallDef>(def: C, ...[input, params]: CallArgs<C>): Promise<CallReply<C>> {
      const path = callPath(def, params as never).replace(/^\//, '');
      try {
        const raw =
          def.method === 'GET'
            ? await client.get(path, { searchParams: cleanQuery(input as Query | undefined) }).json<unknown>()
            : await client.post(path, { json: input ?? {} }).json<unknown>();
        return def.reply(raw) as CallReply<C>;
      } catch (err) {
        throw await publicError(err);
      }
    },
  };
}

export type PublicRest = ReturnType<typeof createPublicRest>;
