// What the model tree gets from services (injected as the MST environment, never imported by
// widgets). Only types cross this line.
import type { PublicRest } from '../services/rest';
import type { ChannelsPort } from '../services/subscriptions';
import type { FrameScheduler } from '../services/frames';
import type { SettingsStorage } from '../services/storage';
import type { ChimePort } from '../services/chime';
import type { AccountEnv } from './account/env';
import type { AuthEnv } from './session';
import type { Locale } from '../format/locale';

export interface StoreEnv {
  rest: Pick<PublicRest, 'call'>;
  channels: ChannelsPort;
  frames: FrameScheduler;
  storage: SettingsStorage;
  /** The authenticated channel and private REST; absent in builds and tests without trading. */
  account?: AccountEnv;
  /** The notification sound; absent where nothing should sound (tests of other parts). */
  chime?: ChimePort;
  /** The session service and the account calls of the sign-in pages; absent in tests of other parts. */
  auth?: AuthEnv;
  /** Loads a language's catalogues and uses it (i18n's loadLocale; false when a later call won). */
  loadLocale?: (locale: Locale) => Promise<boolean>;
  /** This browser's own storage (the cookie consent is the browser's, not the account's). */
  browserStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}
