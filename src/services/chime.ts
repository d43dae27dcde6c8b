// The notification sound (market-side §3 "sound notices"): a short tone made with Web Audio, so
// no sound file ships. Success rises, failure falls, information is one note, and the outcomes a
// trader tells apart by ear (a fill, a cancel, a liquidation) each have their own. Tones asked for
// in a burst (oc_multi cancelling twenty orders) sound once; a price alert the trader set sounds
// even in a burst (the fills around it must not hide it).
export type ChimeLevel = 'success' | 'error' | 'info';

export interface ChimePort {
  /** Sounds the tone of the outcome `kind` (order-executed, position-liquidated…) or, for any
   *  other, of `level`, when sound notices are on; quietly nothing when audio is unavailable. */
  play(level: ChimeLevel, kind?: string): void;
  /** Called from a user gesture (turning sound on) so the browser lets the page make sound. */
  unlock(): void;
}

/** The notes of each tone, in Hz. */
export const CHIME_NOTES: Record<ChimeLevel, readonly number[]> = {
  success: [660, 990],
  error: [440, 220],
  info: [740],
};
/** Outcomes a trader tells apart by ear: a fill rises, a cancel steps down softly, a liquidation
 *  falls three notes, a price alert (`uca`) rings high twice; the rest sound as their level. */
export const CHIME_KIND_NOTES: Readonly<Record<string, readonly number[]>> = {
  'order-executed': [660, 990],
  'order-partial': [660, 825],
  'order-cancelled': [587, 494],
  'position-opened': [523, 784],
  'position-closed': [784, 523],
  'position-liquidated': [440, 330, 220],
  'offer-taken': [784, 1047],
  'deposit-completed': [523, 659, 784],
  'withdrawal-completed': [784, 659],
  uca: [988, 1319, 988],
};
const NOTE_S = 0.09;
const GAIN = 0.08;
/** Tones closer together than this sound once (but the tones of ALWAYS_HEARD). */
export const CHIME_GAP_MS = 250;
/** Outcomes that sound whatever came just before them: the price alerts (`uca`). */
const ALWAYS_HEARD = new Set(['uca']);

interface AudioLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { setValueAtTime(v: number, t: number): void };
    connect(node: unknown): unknown;
    start(t: number): void;
    stop(t: number): void;
  };
  createGain(): {
    gain: { setValueAtTime(v: number, t: number): void; exponentialRampToValueAtTime(v: number, t: number): void };
    connect(node: unknown): unknown;
  };
}

export interface ChimeDeps {
  /** Whether the user turned sound notices on (read at each tone). */
  enabled(): boolean;
  /** Makes the audio context; undefined where the browser has none. */
  makeContext?: () => AudioLike | undefined;
  now?: () => number;
}

function browserContext(): AudioLike | undefined {
  const g = globalThis as unknown as { AudioContext?: new () => AudioLike; webkitAudioContext?: new () => AudioLike };
  const Ctor = g.AudioContext ?? g.webkitAudioContext;
  if (!Ctor) return undefined;
  try {
    return new Ctor();
  } catch {
    return undefined;
  }
}

export function createChime(deps: ChimeDeps): ChimePort {
  const make = deps.makeContext ?? browserContext;
  const now = deps.now ?? (() => Date.now());
  let ctx: AudioLike | undefined;
  let last = -Infinity;
  const context = (): AudioLike | undefined => {
    ctx ??= make();
    if (ctx && ctx.state === 'suspended') ctx.resume().catch(() => undefined);
    return ctx;
  };
  return {
    unlock() {
      context();
    },
    play(level, kind) {
      if (!deps.enabled()) return;
      const t = now();
      if (t - last < CHIME_GAP_MS && !(kind !== undefined && ALWAYS_HEARD.has(kind))) return;
      last = t;
      const audio = context();
      if (!audio) return;
      try {
        const start = audio.currentTime;
        const gain = audio.createGain();
        const notes = (kind !== undefined ? CHIME_KIND_NOTES[kind] : undefined) ?? CHIME_NOTES[level];
        const end = start + NOTE_S * notes.length;
        gain.gain.setValueAtTime(GAIN, start);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        gain.connect(audio.destination);
        const osc = audio.createOscillator();
        osc.type = level === 'error' ? 'triangle' : 'sine';
        notes.forEach((hz, i) => osc.frequency.setValueAtTime(hz, start + NOTE_S * i));
        osc.connect(gain);
        osc.start(start);
        osc.stop(end);
      } catch (err) {
        console.error('notification sound failed', err);
      }
    },
  };
}
