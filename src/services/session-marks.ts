// What the browser remembers around a login session in its own storage (account-side §9): where
// a sign-in returns to (per tab), whether to welcome the user, and the last login and the last
// closed session.
import { UI_STORAGE_KEYS, returnPath, type KeyValueStore } from './session-setup';
import { MARKETS_PATH } from '../protocol/marketing/pages';

export class SessionMarks {
  constructor(
    protected readonly local: KeyValueStore,
    protected readonly tab: KeyValueStore,
  ) {}

  rememberReturnTo(path: string): void {
    const same = returnPath(path);
    if (same) this.tab.setItem(UI_STORAGE_KEYS.loginReturnTo, same);
  }

  /** Where a sign-in continues: the remembered path (forgotten once read), else the markets. */
  takeReturnTo(): string {
    const path = this.tab.getItem(UI_STORAGE_KEYS.loginReturnTo);
    this.tab.removeItem(UI_STORAGE_KEYS.loginReturnTo);
    return returnPath(path) ?? MARKETS_PATH;
  }

  get showWelcomeMessage(): boolean {
    return this.local.getItem(UI_STORAGE_KEYS.showWelcomeMessage) === '1';
  }

  setShowWelcomeMessage(on: boolean): void {
    if (on) this.local.setItem(UI_STORAGE_KEYS.showWelcomeMessage, '1');
    else this.local.removeItem(UI_STORAGE_KEYS.showWelcomeMessage);
  }

  lastTime(key: 'lastLogin' | 'lastClosedSession'): number | undefined {
    const n = Number(this.local.getItem(UI_STORAGE_KEYS[key]));
    return Number.isFinite(n) && n > 0 ? n : undefined;
  }
}
