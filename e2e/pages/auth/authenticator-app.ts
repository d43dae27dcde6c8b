// The authenticator app of a test: the TOTP codes of a secret, computed by otplib as a phone app
// computes them. The exchange takes each 30-second step once, one step either side of its clock at
// most (a phone's clock drifts), so nextCode() hands out the code of a step not used yet — the
// step behind while the clock is early in its own, so a test rarely waits — and waits for the
// clock only when the steps in reach are spent.
import { setTimeout as sleep } from 'node:timers/promises';
import { generateSync } from 'otplib';

const STEP_MS = 30_000;

export class AuthenticatorApp {
  private lastStep = Number.NEGATIVE_INFINITY;

  constructor(readonly secret: string) {}

  /** The code the app shows at a moment. */
  codeAt(ms: number): string {
    return generateSync({ secret: this.secret, epoch: Math.floor(ms / 1000) });
  }

  /** The code of the earliest step the exchange still takes (counted as used from here on). */
  async nextCode(): Promise<string> {
    const nowMs = Date.now();
    const now = Math.floor(nowMs / STEP_MS);
    // The step behind is still taken for the rest of this one; with half of it left, it is safe.
    const earliest = nowMs % STEP_MS < STEP_MS / 2 ? now - 1 : now;
    const step = Math.max(this.lastStep + 1, earliest);
    // One step ahead is taken: a later one waits until the clock is a step before it.
    if (step > now + 1) await sleep((step - 1) * STEP_MS - Date.now() + 500);
    this.lastStep = step;
    return this.codeAt(step * STEP_MS);
  }
}
