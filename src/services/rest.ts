// Public REST calls. Error bodies of the protocol (["error", code, msg]) become ExchangeError.
import ky, { HTTPError } from 'ky';

export class ExchangeError extends Error {
  constructor(readonly code: number, message: string, readonly status?: number) {
    super(message);
  }
}

export function createPublicRest(base: string) {
  const client = ky.create({ prefixUrl: base, retry: 0, timeout: 15_000 });
  return {
    async get<T>(path: string): Promise<T> {
      try {
        return await client.get(path.replace(/^\//, '')).json<T>();
      } catch (err) {
        if (err instanceof HTTPError) {
          const body: unknown = await err.response.json().catch(() => undefined);
          if (Array.isArray(body) && body[0] === 'error') {
            throw new ExchangeError(Number(body[1]), String(body[2]), err.response.status);
          }
          throw new ExchangeError(0, `HTTP ${err.response.status}`, err.response.status);
        }
        throw err;
      }
    },
  };
}

export type PublicRest = ReturnType<typeof createPublicRest>;
