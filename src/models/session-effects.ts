// What follows the session across the store, in one place: whose layouts are shown, the UI
// settings and account settings read again for the new owner, and the authenticated channel
// started, re-authenticated or logged out. The entry starts it once, after the session service;
// widgets and pages only read the store.
import { reaction } from 'mobx';
import type { RootStoreInstance } from './root';
import type { SessionStoreInstance } from './session';
import { VISITOR } from './layouts';

/** The lifecycle of the authenticated channel (the entry's AccountChannel). */
export interface ChannelLifecycle {
  /** Starts following the socket; returns what stops it. */
  start(): () => void;
  /** The session changed: authenticate with the new token, or log the socket out. */
  refresh(): void;
}

export interface SessionEffectsPorts {
  /** Absent in tests that drive the account store's channel by hand. */
  channel?: ChannelLifecycle;
}

/** Who owns the layouts: a visitor, or one user's sub-account. */
export function layoutOwner(session: SessionStoreInstance): string {
  return session.signedIn ? `user:${session.userId ?? ''}/${session.subaccountId}` : VISITOR;
}

/** What identifies the session's token: a change means the channel must authenticate again or log out. */
function tokenIdentity(session: SessionStoreInstance): string {
  return `${session.status}/${session.userId ?? ''}/${session.subaccountId}/${session.timestamp}`;
}

/** Starts every effect of the session; returns what stops them all. */
export function startSessionEffects(store: RootStoreInstance, ports: SessionEffectsPorts = {}): () => void {
  const { session, layouts, settings, account } = store;
  const stops: Array<() => void> = [];
  session.attach();

  // Reactions, not render effects: they run in the same turn as the sign-in or sign-out, before
  // anything could be saved to the storage the session now points at.
  stops.push(
    reaction(
      () => layoutOwner(session),
      (owner) => layouts.followSession(owner),
      { fireImmediately: true },
    ),
  );
  // UI settings (favourites, volume unit, throttle, sound) live in the browser before sign-in and
  // in the account's settings after it: read them again whenever the signed-in state changes.
  stops.push(
    reaction(
      () => session.status,
      () => void settings.load(),
      { fireImmediately: true },
    ),
  );

  if (ports.channel) {
    const { channel } = ports;
    stops.push(channel.start());
    stops.push(
      reaction(
        () => tokenIdentity(session),
        () => channel.refresh(),
      ),
    );
  }
  account.connect();
  stops.push(() => account.disconnect());
  // Once the channel is authenticated the settings storage is the user's own: read is_ppt and
  // the auto-renew settings again, and the trade history.
  void account.paper.load();
  stops.push(
    reaction(
      () => account.status === 'authenticated',
      (authenticated) => {
        if (!authenticated) return;
        void account.trades.load();
        void account.paper.load();
        void account.funding.loadAutoRenew();
      },
    ),
  );
  return () => {
    for (const stop of stops.splice(0).reverse()) stop();
  };
}
