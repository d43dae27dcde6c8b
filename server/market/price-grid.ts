// The P0 price grid (5 significant figures) in integer steps, fast enough for the simulator's
// hot loop. Results are the same doubles as parsing the decimal text (an integer divided by an
// exact power of ten is correctly rounded), so they agree with src/protocol's roundSignificant.

const SIG = 5;
const M_MIN = 10 ** (SIG - 1); // 10000
const M_MAX = 10 ** SIG; // 100000
const EPS = 1e-7;

/** A grid point: price = mantissa × 10^(exp − 4), mantissa in [10000, 99999]. */
export interface GridPoint {
  m: number;
  e: number;
}

function scaled(p: number, e: number): number {
  const k = SIG - 1 - e;
  return k >= 0 ? p * 10 ** k : p / 10 ** -k;
}

export function toPrice(m: number, e: number): number {
  const k = e - (SIG - 1);
  return k >= 0 ? m * 10 ** k : m / 10 ** -k;
}

function decompose(p: number, mode: 'floor' | 'ceil' | 'nearest'): GridPoint {
  let e = Math.floor(Math.log10(p));
  for (let guard = 0; guard < 3; guard++) {
    const x = scaled(p, e);
    if (x >= M_MAX - EPS) {
      e++;
      continue;
    }
    if (x < M_MIN - EPS) {
      e--;
      continue;
    }
    // Half up like the protocol's rounding, with the same tolerance as floor and ceil: p × 10^k of
    // a decimal price ending in 5 may land a hair below the half (2.45925e-6 → 24592.499…).
    let m = mode === 'floor' ? Math.floor(x + EPS) : mode === 'ceil' ? Math.ceil(x - EPS) : Math.floor(x + 0.5 + EPS);
    if (m >= M_MAX) {
      m = M_MIN;
      e++;
    } else if (m < M_MIN) {
      m = M_MAX - 1;
      e--;
    }
    return { m, e };
  }
  throw new RangeError(`price out of grid: ${p}`);
}

export function gridPoint(p: number, mode: 'floor' | 'ceil' | 'nearest' = 'nearest'): GridPoint {
  if (!(p > 0) || !Number.isFinite(p)) throw new RangeError(`price must be positive: ${p}`);
  return decompose(p, mode);
}

export function floorGrid(p: number): number {
  const g = gridPoint(p, 'floor');
  return toPrice(g.m, g.e);
}

export function ceilGrid(p: number): number {
  const g = gridPoint(p, 'ceil');
  return toPrice(g.m, g.e);
}

export function roundGrid(p: number): number {
  const g = gridPoint(p, 'nearest');
  return toPrice(g.m, g.e);
}

/** The grid price `steps` steps away (positive = up), crossing decades as needed. */
export function stepGrid(p: number, steps: number): number {
  const g = gridPoint(p, 'nearest');
  return toPrice(...moveMantissa(g.m, g.e, steps));
}

export function moveMantissa(m: number, e: number, steps: number): [number, number] {
  let mm = m + steps;
  let ee = e;
  while (mm >= M_MAX) {
    mm = M_MIN + (mm - M_MAX);
    ee++;
  }
  while (mm < M_MIN) {
    // Steps count grid points: one below 10000×10^k is 99999×10^(k−1).
    mm = M_MAX - (M_MIN - mm);
    ee--;
  }
  return [mm, ee];
}

/** The size of one grid step at price p. */
export function gridStep(p: number): number {
  const g = gridPoint(p, 'nearest');
  return toPrice(g.m + 1, g.e) - toPrice(g.m, g.e);
}

/** Rounds to `sig` significant figures (nearest), for derived figures (changes, averages). */
export function roundSig(x: number, sig: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  return Number(x.toPrecision(sig));
}

/** Rounds an amount to whole atoms (1e-8). */
export function roundAmount(x: number): number {
  return Math.round(x * 1e8) / 1e8;
}
