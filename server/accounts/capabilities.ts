// Capabilities of API keys and tokens (PROTOCOL §3.2, §5.3 permissions, token caps letters).

export const CAPABILITIES = [
  'account',
  'history',
  'orders',
  'positions',
  'funding',
  'settings',
  'wallets',
  'withdraw',
  'ui_withdraw',
  'bfxpay',
] as const;
export type Capability = (typeof CAPABILITIES)[number];
export type Access = 'read' | 'write';

export interface Permission {
  read: boolean;
  write: boolean;
}
export type Caps = Record<Capability, Permission>;

export function isCapability(v: string): v is Capability {
  return (CAPABILITIES as readonly string[]).includes(v);
}

export function noCaps(): Caps {
  return Object.fromEntries(CAPABILITIES.map((c) => [c, { read: false, write: false }])) as Caps;
}

export function allCaps(write = true): Caps {
  return Object.fromEntries(CAPABILITIES.map((c) => [c, { read: true, write }])) as Caps;
}

export function allows(caps: Caps, cap: Capability, access: Access): boolean {
  const p = caps[cap];
  return access === 'read' ? p.read || p.write : p.write;
}

/** Reads a stored or requested caps object; unknown capabilities are ignored, write implies read. */
export function capsFrom(value: unknown): Caps {
  const caps = noCaps();
  if (value === null || typeof value !== 'object') return caps;
  for (const [name, p] of Object.entries(value as Record<string, unknown>)) {
    if (!isCapability(name) || p === null || typeof p !== 'object') continue;
    const { read, write } = p as { read?: unknown; write?: unknown };
    const w = write === true || write === 1;
    caps[name] = { read: w || read === true || read === 1, write: w };
  }
  return caps;
}

/** The wire form of §3.2: `{orders:{read:1,write:0},…}`. */
export function capsWire(caps: Caps): Record<Capability, { read: 0 | 1; write: 0 | 1 }> {
  return Object.fromEntries(CAPABILITIES.map((c) => [c, { read: caps[c].read ? 1 : 0, write: caps[c].write ? 1 : 0 }])) as Record<
    Capability,
    { read: 0 | 1; write: 0 | 1 }
  >;
}

/** `/v2/auth/r/permissions`: `[[SCOPE, READ, WRITE], …]`. */
export function permissionRows(caps: Caps): Array<[Capability, 0 | 1, 0 | 1]> {
  return CAPABILITIES.map((c) => [c, caps[c].read ? 1 : 0, caps[c].write ? 1 : 0]);
}

/** Token cap letters (§5.3 `/v2/auth/w/token`) and the capabilities each one opens. */
export const TOKEN_CAP_LETTERS = {
  a: ['account', 'history'],
  o: ['orders', 'positions'],
  f: ['funding'],
  s: ['settings'],
  w: ['wallets'],
  wd: ['withdraw', 'ui_withdraw'],
  bp: ['bfxpay'],
} as const satisfies Record<string, readonly Capability[]>;
export type TokenCapLetter = keyof typeof TOKEN_CAP_LETTERS;
export const TOKEN_CAP_ORDER: readonly TokenCapLetter[] = ['s', 'o', 'f', 'w', 'wd', 'a', 'bp'];

export function isTokenCapLetter(v: string): v is TokenCapLetter {
  return Object.prototype.hasOwnProperty.call(TOKEN_CAP_LETTERS, v);
}

/** The letters whose every capability the given caps can at least read. */
export function lettersOf(caps: Caps): TokenCapLetter[] {
  return TOKEN_CAP_ORDER.filter((l) => TOKEN_CAP_LETTERS[l].every((c) => caps[c].read));
}
