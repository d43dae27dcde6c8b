// Why a connection failed before it opened, asked only then (a chunk of its own, off the first
// load): a browser never sees a refused upgrade's 429 and Retry-After, so the page asks the
// exchange how long this client must wait (too many connections from its address). A wait puts
// the socket's next attempt after it and tells the page when that is.
import type { ExchangeSocket } from './socket';

export async function explainRefusal(
  socket: Pick<ExchangeSocket, 'retryIn'>,
  ask: () => Promise<number>,
  show: (retryAt: number) => void,
  now: () => number = Date.now,
): Promise<void> {
  let waitMs: number;
  try {
    waitMs = await ask();
  } catch {
    return; // No answer (another exchange, or none): the usual back-off stands.
  }
  if (!(waitMs > 0)) return;
  // A second past the exchange's wait, so the retry lands after its window has moved on.
  show(now() + waitMs + 1000);
  socket.retryIn(waitMs + 1000);
}
