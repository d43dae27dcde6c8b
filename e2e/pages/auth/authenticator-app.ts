// The authenticator app of a test: the TOTP codes of a secret, computed by otplib as a phone app
// computes them. The exchange takes each 30-second step once and one step ahead of its clock at
// most, so nextCode() hands out the code of a step not used yet, waiting for the clock when the
// steps in reach are spent.
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
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(this.lastStep + 1, now);
    // One step ahead is taken: a later one waits until the clock is a step before it.
    if (step > now + 1) await sleep((step - 1) * STEP_MS - Date.now() + 500);
    this.lastStep = step;
    return this.codeAt(step * STEP_MS);
  }
}
