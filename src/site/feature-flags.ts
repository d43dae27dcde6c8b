// The exchange's feature flags (account-side §1, `/v2/conf/pub:list:features`): the features the
// exchange serves, plus the pins of a developer (the developer tools' overlay, dev builds only): a
// flag pinned on or off is that, whatever the exchange serves. Code asks one function,
// featureEnabled(name). Pins are kept in this browser (localStorage) and are read only by builds
// with the developer tools; a production build ignores any it finds.
//
// The model is not part of the root store: it is made for a root the first time something asks
// (featureFlagsOf), so its code and its request come with the widget that needs it, not with the
// first load.
import { cast, flow, getEnv, types, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import { PUBLIC_CALLS } from '../protocol/calls/public';
import type { StoreEnv } from '../models/env';

export const FEATURES_CONF_KEY = 'pub:list:features';
/** Where the pins are kept in the browser: `{ [flag]: true | false }`. */
export const FEATURE_PINS_STORAGE_KEY = 'tradedesk.devtools.pins';

/** The features the client itself asks about (the exchange may serve more; the overlay lists all). */
export const CLIENT_FEATURES = ['orders:oco', 'orders:trailing_stop'] as const;

/** `loading` until the list is read; `unlisted` when the exchange serves no list (or could not be
 *  asked): then nothing is switched off but by a pin. */
export type FeatureListStatus = 'loading' | 'listed' | 'unlisted';

function readPins(storage: Pick<Storage, 'getItem'> | undefined): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FEATURE_PINS_STORAGE_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

export const FeatureFlags = types
  .model('FeatureFlags', {
    /** The served list, as the exchange sent it (null until read, or when it sends none). */
    served: types.maybeNull(types.array(types.string)),
    pins: types.map(types.boolean),
    status: types.optional(types.enumeration<FeatureListStatus>(['loading', 'listed', 'unlisted']), 'loading'),
  })
  .views((self) => ({
    /** What the exchange serves for a flag: true or false once listed, null when not (yet) known. */
    servedValue(name: string): boolean | null {
      return self.served === null ? null : self.served.includes(name);
    },
    /** The pin of a flag, if a developer pinned it. */
    pinOf(name: string): boolean | undefined {
      return self.pins.get(name);
    },
    /** Whether a feature is on: its pin, else the served list (a feature it does not list is
     *  off), else on — nothing is switched off before the list arrives or when none is served. */
    featureEnabled(name: string): boolean {
      const pin = self.pins.get(name);
      if (pin !== undefined) return pin;
      return self.served === null || self.served.includes(name);
    },
    /** Every flag known: the served ones in their order, then the client's own and the pinned ones. */
    get names(): string[] {
      return [...new Set([...(self.served ?? []), ...CLIENT_FEATURES, ...self.pins.keys()])];
    },
  }))
  .actions((self) => {
    const savePins = () => {
      try {
        getEnv<StoreEnv>(self).browserStorage?.setItem(FEATURE_PINS_STORAGE_KEY, JSON.stringify(Object.fromEntries(self.pins)));
      } catch {
        // A full or refused storage keeps the pins for this page only.
      }
    };
    return {
      /** Reads the pins this browser keeps (builds with the developer tools only). */
      restorePins() {
        self.pins.replace(readPins(getEnv<StoreEnv>(self).browserStorage));
      },
      pin(name: string, on: boolean) {
        self.pins.set(name, on);
        savePins();
      },
      unpin(name: string) {
        self.pins.delete(name);
        savePins();
      },
      setServed(list: unknown) {
        if (Array.isArray(list) && list.every((f) => typeof f === 'string')) {
          self.served = cast(list as string[]);
          self.status = 'listed';
        } else {
          self.served = null;
          self.status = 'unlisted';
        }
      },
    };
  })
  .actions((self) => ({
    load: flow(function* load() {
      try {
        const reply: unknown = yield getEnv<StoreEnv>(self).rest.call(PUBLIC_CALLS.conf, undefined, { keys: FEATURES_CONF_KEY });
        self.setServed(Array.isArray(reply) ? reply[0] : undefined);
      } catch {
        self.setServed(undefined);
      }
    }),
  }));
export type FeatureFlagsInstance = Instance<typeof FeatureFlags>;

/** Whether this build has the developer tools (`npm run dev`, or a build with
 *  VITE_TRADEDESK_DEVTOOLS=1); a production build folds it to false. */
export const DEVTOOLS_BUILD: boolean = import.meta.env.DEV || import.meta.env.VITE_TRADEDESK_DEVTOOLS === '1';

const shared = new WeakMap<IAnyStateTreeNode, FeatureFlagsInstance>();

/** The flags of a root store (made, and the list asked for, the first time). */
export function featureFlagsOf(root: IAnyStateTreeNode, withPins = DEVTOOLS_BUILD): FeatureFlagsInstance {
  let flags = shared.get(root);
  if (!flags) {
    flags = FeatureFlags.create({}, getEnv(root));
    if (withPins) flags.restorePins();
    void flags.load();
    shared.set(root, flags);
  }
  return flags;
}
