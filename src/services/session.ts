// The login session in the browser (account-side §4, §9). The token lives only in the exchange's
// HttpOnly session cookie: the client never holds it. Its private calls send the session header
// and the socket's upgrade carries the cookie; the client keeps in a cookie of its own only the
// record its timers and other tabs need (timestamp, sub-account id, kind, sign-in time). While a
// session is set: the token is refreshed 480 000 ms after its timestamp (failure clears it and
// sends the user to the login page), the session is kept alive every 420 000 ms, the user info is
// read every 120 s, and a heartbeat notices other tabs signing out or switching sub-account.
// A temporary session (the keep_session_alive security flag off) instead renews a short token
// every 120 000 ms and is silently dropped when that fails.
import type { ExchangeError } from './rest';
import { permissionDeniedReason } from '../protocol/errors';
import { type Credentials, needsReLogin } from './private-rest';
import { type CaptchaAnswer, type Feedback, type SessionStart, FEEDBACK_SOURCE } from './account-calls';
import type { SessionRecord } from './session-record';
import { SessionMarks } from './session-marks';
import {
  LOGIN_PATH,
  REFRESHED_TOKEN_TTL_S,
  SESSION_TIMINGS,
  UI_STORAGE_KEYS,
  type LoginResult,
  type SessionDeps,
  type SessionState,
  type SignOutReason,
} from './session-setup';
import { Listeners } from './listeners';

export * from './session-record';
export * from './session-setup';

export class SessionService extends SessionMarks {
  private record: SessionRecord | undefined;
  private current: SessionState = {
    status: 'unknown',
    userId: null,
    subaccountId: 0,
    timestamp: 0,
    temporary: false,
    userInfo: null,
    signedOut: null,
    rateLimit: null,
    missingPermission: null,
  };
  private readonly listeners = new Listeners<SessionState>();
  private handles: { refresh?: unknown; keepAlive?: unknown; userInfo?: unknown; temporary?: unknown; heartbeat?: unknown } = {};

  constructor(private readonly deps: SessionDeps) {
    super(deps.local, deps.tab);
  }

  get state(): SessionState {
    return this.current;
  }

  /**
   * Names the current sign-in (not the token, which the page never sees); undefined when signed
   * out. The same across token refreshes, new with every sign-in.
   */
  get sessionKey(): string | undefined {
    return this.record ? `${this.record.signedInAt}` : undefined;
  }

  /** The session cookie, asked for with the session header. */
  credentials(): Credentials | undefined {
    return this.record ? { kind: 'session' } : undefined;
  }

  onChange(listener: (s: SessionState) => void): () => void {
    return this.listeners.add(listener);
  }

  /** Restores the stored session, if any, and starts the heartbeat. */
  start(): void {
    const stored = this.deps.records.read();
    if (stored) this.adopt(stored, null);
    else this.publish({ status: 'anonymous' });
    this.handles.heartbeat ??= this.deps.timers.setInterval(() => this.heartbeat(), SESSION_TIMINGS.heartbeatMs);
  }

  stop(): void {
    this.clearSessionTimers();
    this.deps.timers.clearInterval(this.handles.heartbeat);
    this.handles.heartbeat = undefined;
  }

  // ——— sign-in and sign-out ———

  async logIn(input: { login: string; password: string } & Partial<CaptchaAnswer>): Promise<LoginResult> {
    const reply = await this.deps.calls.login(input);
    if (reply.kind === '2fa') return reply;
    this.signIn(reply.session);
    return { kind: 'signedIn' };
  }

  async verifySecondFactor(challenge: string, code: string): Promise<void> {
    this.signIn(await this.deps.calls.verify(challenge, code));
  }

  sendLoginCode(challenge: string, method: 'sms' | 'email'): Promise<void> {
    return this.deps.calls.sendLoginCode(challenge, method);
  }

  async verifySecurityKey(challenge: string): Promise<void> {
    this.signIn(await this.deps.calls.verifyKey(challenge));
  }

  async ssoLogIn(code: string, captcha?: CaptchaAnswer): Promise<LoginResult> {
    const reply = await this.deps.calls.ssoLogin(code, captcha);
    if (reply.kind === '2fa') return reply;
    this.signIn(reply.session);
    return { kind: 'signedIn' };
  }

  /**
   * Records a session the exchange started (its token is in the exchange's HttpOnly cookie: the
   * reply's copy is not kept). The client's clock dates it, so skew cannot shorten it.
   */
  signIn(s: SessionStart): void {
    const { timers, local } = this.deps;
    const now = timers.now();
    const record: SessionRecord = { timestamp: now, subaccountId: s.subaccountId, temporary: false, signedInAt: now };
    this.deps.records.write(record);
    local.setItem(UI_STORAGE_KEYS.lastLogin, String(record.timestamp));
    this.adopt(record, s.userId);
    void this.readSessionKind(record);
  }

  /** Feedback first (while the session still names its writer), then the exchange ends the session; never blocks sign-out. */
  async logOut(feedback?: Omit<Feedback, 'token' | 'source'> & { source?: string }): Promise<void> {
    if (feedback) {
      await this.deps.calls.feedback({ ...feedback, source: feedback.source ?? FEEDBACK_SOURCE }).catch(() => undefined);
    }
    await this.deps.calls.logout().catch(() => undefined);
    this.end('logout', false);
  }

  /** The exchange moves the session cookie to the sub-account (0: the master); changing it
   *  reloads the page (account-side §4), and the other tabs follow on their heartbeat. */
  async switchSubaccount(subaccountId: number): Promise<void> {
    if (!this.record || this.record.subaccountId === subaccountId) return;
    const now = await this.deps.calls.switchSubaccount(subaccountId);
    if (!this.record) return;
    this.record = { ...this.record, subaccountId: now };
    this.deps.records.write(this.record);
    this.deps.reload();
  }

  /** The private REST client reports credentials the exchange no longer accepts. */
  reLogin(_url: string, _error: ExchangeError): void {
    if (this.record) this.end('reLogin', true);
  }

  rateLimited(error: ExchangeError): void {
    this.publish({ rateLimit: { text: error.message, at: this.deps.timers.now() } });
  }

  /** A call was refused for a right the session lacks (the missing permissions warning). */
  permissionDenied(_url: string, error: ExchangeError): void {
    const reason = permissionDeniedReason(error.message);
    if (reason !== undefined) this.publish({ missingPermission: { reason, text: error.message, at: this.deps.timers.now() } });
  }

  // ——— timers ———

  private adopt(record: SessionRecord, userId: number | null): void {
    this.record = record;
    this.schedule();
    this.publish({
      status: 'signedIn',
      userId: userId ?? this.current.userId,
      subaccountId: record.subaccountId,
      timestamp: record.timestamp,
      temporary: record.temporary,
      signedOut: null,
    });
    void this.pollUserInfo();
  }

  private schedule(): void {
    const { timers } = this.deps;
    this.clearSessionTimers();
    if (this.record?.temporary) {
      this.handles.temporary = timers.setInterval(() => void this.refreshTemporary(), SESSION_TIMINGS.temporaryRefreshMs);
    } else {
      this.scheduleRefresh();
      this.handles.keepAlive = timers.setInterval(() => void this.keepAlive(), SESSION_TIMINGS.keepAliveMs);
    }
    this.handles.userInfo = timers.setInterval(() => void this.pollUserInfo(), SESSION_TIMINGS.userInfoMs);
  }

  private scheduleRefresh(): void {
    const { timers } = this.deps;
    timers.clearTimeout(this.handles.refresh);
    if (!this.record) return;
    const due = Math.max(0, this.record.timestamp + SESSION_TIMINGS.tokenRefreshAfterMs - timers.now());
    this.handles.refresh = timers.setTimeout(() => void this.refreshToken(), due);
  }

  private clearSessionTimers(): void {
    const { timers } = this.deps;
    timers.clearTimeout(this.handles.refresh);
    timers.clearInterval(this.handles.keepAlive);
    timers.clearInterval(this.handles.userInfo);
    timers.clearInterval(this.handles.temporary);
    this.handles = { heartbeat: this.handles.heartbeat };
  }

  /** The exchange moved its cookie to a fresh token: only the renewal time is the page's to keep. */
  private renewed(before: SessionRecord): void {
    this.record = { ...before, timestamp: this.deps.timers.now() };
    this.deps.records.write(this.record);
    this.publish({ timestamp: this.record.timestamp });
  }

  private async refreshToken(): Promise<void> {
    const before = this.record;
    if (!before || before.temporary) return;
    try {
      await this.deps.calls.refreshToken(REFRESHED_TOKEN_TTL_S);
      if (this.record !== before) return;
      this.renewed(before);
      this.scheduleRefresh();
    } catch {
      if (this.record === before) this.end('expired', true);
    }
  }

  private async refreshTemporary(): Promise<void> {
    const before = this.record;
    if (!before?.temporary) return;
    try {
      await this.deps.calls.temporaryToken();
      if (this.record === before) this.renewed(before);
    } catch {
      if (this.record === before) this.end('expired', false);
    }
  }

  private async keepAlive(): Promise<void> {
    const before = this.record;
    try {
      await this.deps.calls.keepAlive();
    } catch (err) {
      // A network hiccup is not the end of a session; the exchange saying so is.
      if (this.record === before && isExchangeRefusal(err) && needsReLogin(err)) this.end('reLogin', true);
    }
  }

  /** Reads the user info now (a page that changed it: verification, freeze). */
  refreshUser(): Promise<void> {
    return this.pollUserInfo();
  }

  private async pollUserInfo(): Promise<void> {
    const before = this.record;
    try {
      const row = await this.deps.calls.userInfo();
      if (this.record !== before || !before) return;
      const id = typeof row[0] === 'number' ? row[0] : this.current.userId;
      this.publish({ userInfo: row, userId: id });
    } catch {
      // 10100 reaches reLogin through the private REST client; the next poll retries the rest.
    }
  }

  /** keep_session_alive off makes the session temporary (account-side §3, §4). */
  private async readSessionKind(record: SessionRecord): Promise<void> {
    try {
      const core = await this.deps.calls.coreSettings(['keep_session_alive']);
      if (this.record !== record || String(core.get('keep_session_alive')) !== '0') return;
      this.record = { ...record, temporary: true };
      this.deps.records.write(this.record);
      this.schedule();
      this.publish({ temporary: true });
    } catch {
      // Unknown: stay a normal session.
    }
  }

  private heartbeat(): void {
    const stored = this.deps.records.read();
    const mine = this.record;
    if (!stored && mine) this.end('elsewhere', false);
    else if (stored && !mine) this.adopt(stored, null);
    else if (stored && mine) {
      if (stored.signedInAt !== mine.signedInAt) {
        // Another tab signed in anew (perhaps as someone else): the cookie is that session's now.
        this.adopt(stored, null);
      } else if (stored.subaccountId !== mine.subaccountId) this.deps.reload();
      else if (stored.timestamp !== mine.timestamp) {
        // Another tab refreshed the token: time the next refresh from its renewal.
        this.record = stored;
        this.scheduleRefresh();
        this.publish({ timestamp: stored.timestamp });
      }
    }
  }

  private end(reason: SignOutReason, toLogin: boolean): void {
    const { timers, local } = this.deps;
    this.clearSessionTimers();
    this.record = undefined;
    this.deps.records.clear();
    local.setItem(UI_STORAGE_KEYS.lastClosedSession, String(timers.now()));
    this.publish({ status: 'anonymous', userId: null, subaccountId: 0, timestamp: 0, temporary: false, userInfo: null, signedOut: reason });
    if (toLogin) {
      this.rememberReturnTo(this.deps.currentPath());
      this.deps.navigate(LOGIN_PATH);
    }
  }

  private publish(patch: Partial<SessionState>): void {
    this.current = { ...this.current, ...patch };
    this.listeners.emit(this.current);
  }
}

function isExchangeRefusal(err: unknown): err is ExchangeError {
  return err instanceof Error && err.name === 'ExchangeError' && typeof (err as { code?: unknown }).code === 'number';
}
