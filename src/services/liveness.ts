// Whether a connection is still alive: a ping every `pingEveryMs`, and a pong (or anything at
// all) expected within `pongTimeoutMs`; while channels are open, a silence longer than the
// heartbeat period makes the connection suspect, so a ping goes at once with a shorter wait.
// A half-open connection (the exchange gone without a close frame) must not leave a frozen book
// marked live.

export interface LivenessOptions {
  pingEveryMs: number;
  pongTimeoutMs: number;
  suspectPongTimeoutMs: number;
  silenceMs: number;
  now(): number;
}

export interface LivenessPort {
  /** Sends a ping event; false when it could not be sent. */
  send(event: object): boolean;
  /** Whether any channel is open (a silent connection without channels is not suspect). */
  hasChannels(): boolean;
  /** The connection is dead: close it and make it again. */
  dead(reason: string): void;
}

export class Liveness {
  private pingTimer?: ReturnType<typeof setInterval>;
  private pongTimer?: ReturnType<typeof setTimeout>;
  private silenceTimer?: ReturnType<typeof setInterval>;
  private lastReceivedAt = 0;
  private awaitingPong = false;
  private pingCid = 0;

  constructor(
    private readonly o: LivenessOptions,
    private readonly port: LivenessPort,
  ) {}

  /** The connection is online: start pinging and watching for silence. */
  start(): void {
    this.stop();
    this.lastReceivedAt = this.o.now();
    this.pingTimer = setInterval(() => this.ping(this.o.pongTimeoutMs), this.o.pingEveryMs);
    this.silenceTimer = setInterval(() => this.checkSilence(), Math.max(250, Math.min(1000, this.o.silenceMs / 4)));
  }

  stop(): void {
    clearInterval(this.pingTimer);
    clearInterval(this.silenceTimer);
    clearTimeout(this.pongTimer);
    this.awaitingPong = false;
  }

  /** Anything from the exchange proves the connection alive, a pong or not. */
  heardFrom(): void {
    this.lastReceivedAt = this.o.now();
    if (this.awaitingPong) {
      this.awaitingPong = false;
      clearTimeout(this.pongTimer);
    }
  }

  private checkSilence(): void {
    if (this.awaitingPong || !this.port.hasChannels()) return;
    if (this.o.now() - this.lastReceivedAt >= this.o.silenceMs) this.ping(this.o.suspectPongTimeoutMs);
  }

  private ping(pongTimeoutMs: number): void {
    if (this.awaitingPong) return;
    this.pingCid += 1;
    if (!this.port.send({ event: 'ping', cid: this.pingCid })) return;
    this.awaitingPong = true;
    clearTimeout(this.pongTimer);
    this.pongTimer = setTimeout(() => this.port.dead('no pong'), pongTimeoutMs);
  }
}
