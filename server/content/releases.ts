// The product's releases, newest first: the changelog the releases feed (`/v1/releases`) and the
// /releases page read. It is this repository's own history, kept here as data so the embedded
// exchange serves it offline; a new release adds its entry at the top (the store seeds what is
// missing at the next start).
import type { Release } from '../../src/protocol/marketing/feeds';

const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

export const RELEASES: readonly Release[] = [
  {
    version: '1.6.0',
    date: day(2026, 11, 26),
    notes: [
      'Brazilian sign-up (/brv/sign-up) with CPF check digits verified by the exchange.',
      'Blog, releases page, home banner and a compact stats strip on the marketing site.',
      'Freedom Art Game and Honey rewards pages in every language.',
      'Analytics leads only with analytical cookie consent; keep-alive ping at /_ping.',
    ],
  },
  {
    version: '1.5.0',
    date: day(2026, 11, 12),
    notes: [
      'Twenty-four content pages from one template, in seven languages, served from the content store.',
      'Deposits and withdrawals page lists every method with its fee and limits.',
      'Modals that ask before an action: cancel all, close position, withdraw to a new address.',
    ],
  },
  {
    version: '1.4.0',
    date: day(2026, 10, 21),
    notes: [
      'WebAuthn security keys and SMS codes as second factors.',
      'Liquidations feed and funding-rate chart widgets.',
      'Site variants for Turkey, Brazil and Japan with their own features and terms.',
    ],
  },
  {
    version: '1.3.0',
    date: day(2026, 10, 2),
    notes: [
      'Order book of 25, 100 or 250 levels per side, virtualised.',
      'Price alerts delivered by e-mail and in the app.',
      'Cookie consent by country with a 90-day validity.',
    ],
  },
  {
    version: '1.2.0',
    date: day(2026, 9, 10),
    notes: ['Perpetual contracts with funding every eight hours.', 'Sub-accounts and transfers between them.'],
  },
];
