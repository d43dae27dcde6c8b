// Which site features a widget of the workspace needs (account-side §6): a widget is offered when
// any of its features is (positions serve margin and derivatives alike); widgets not named here
// need none.
import type { Feature } from '../protocol/site/variants';

export const WIDGET_FEATURES: Readonly<Record<string, readonly Feature[]>> = {
  fundingBook: ['funding'],
  fundingTicker: ['funding'],
  funding: ['funding'],
  derivatives: ['derivatives'],
  positions: ['margin', 'derivatives'],
  liquidations: ['margin', 'derivatives'],
};

/** The routes of a feature (a site without it answers them with its "not offered" page). */
export const ROUTE_FEATURES: ReadonlyArray<readonly [prefix: string, feature: Feature]> = [
  ['/funding', 'funding'],
  ['/f', 'funding'],
  ['/otc', 'otc'],
  ['/custody', 'custody'],
  ['/borrow', 'borrow'],
  ['/staking', 'staking'],
  ['/affiliates', 'affiliates'],
  ['/securities', 'securities'],
  ['/securities-sales', 'securities'],
  ['/derivatives', 'derivatives'],
  ['/pay', 'pay'],
  ['/competitions', 'competitions'],
  ['/compete', 'competitions'],
];

/** The feature a path needs, if any: the prefix itself or a page below it. */
export function featureOfPath(pathname: string): Feature | undefined {
  return ROUTE_FEATURES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}
