// What the programmes ask of the rest of the exchange (given by exchange.ts): who an account is,
// the site's competition templates, and whether the site offers a programme.
export interface CompetitionTemplate {
  slug: string;
  title: string;
  pairs: readonly string[];
  startsAt: number;
  /** The competition's last day (UTC midnight); it ends at the end of it. */
  endsAt: number;
}

export type ProgrammeFeature = 'affiliates' | 'pay' | 'competitions';

export interface ProgrammePorts {
  /** The account's e-mail and nickname (undefined: no such account). */
  profile(user: number): { email: string; nickname: string } | undefined;
  /** The site's competition templates (the content store's). */
  competitions(): CompetitionTemplate[];
  /** Whether the site offers the programme (site/variants.ts). */
  offered(feature: ProgrammeFeature): boolean;
}

export const NO_PORTS: ProgrammePorts = {
  profile: () => undefined,
  competitions: () => [],
  offered: () => true,
};

/** What trading tells the programmes: a fee charged, a deposit credited. */
export interface ProgrammeHooks {
  feeCharged(user: number, currency: string, fee: import('../decimal').Dec, mts: number, tradeId: number): void;
  depositCredited(
    m: { user: number; currency: string; amount: import('../decimal').Dec; address: string | null; mtsStarted: number },
    now: number,
  ): void;
}
