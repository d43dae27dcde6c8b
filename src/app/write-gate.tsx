// The read-only context (account-side §6; issue 15, item 4): a session whose permissions lack
// write — one opened with a read-only API key — keeps every read, and each control that would
// write with a permission it lacks stays in place, marked disabled, its reason in its
// description; using it shows the missing permissions warning instead of asking the exchange
// (which would refuse it: the exchange checks every write itself). The frame says once, at the
// top, which permissions the session lacks.
import './notice-messages';
import type { ButtonHTMLAttributes } from 'react';
import { observer } from 'mobx-react-lite';
import { applyPatch, type IAnyStateTreeNode } from 'mobx-state-tree';
import { t } from '../i18n';
import { useStore } from './store-context';
import { parseCaps } from '../protocol/events';

/** The exchange's permissions a control writes with. */
export type WriteScope = 'orders' | 'positions' | 'funding' | 'wallets' | 'withdraw' | 'settings' | 'account';

/** Whether permissions as the exchange's auth answer sent them (account.caps: an object or its
 *  JSON text) allow writing `scope`. Told nothing, the session may: the exchange refuses what it
 *  may not anyway. */
export function canWrite(caps: unknown, scope: WriteScope): boolean {
  return parseCaps(caps)?.[scope]?.write !== 0;
}
import { type Blocked, blockedProps } from '../ui/write-blocked';

/** Every write permission a trader's controls use, in the order the notice names them. */
const SCOPES: readonly WriteScope[] = ['orders', 'positions', 'funding', 'wallets', 'withdraw', 'settings', 'account'];

/** Why the session may not use a control that writes `scope`, and the warning its use shows. */
export type WriteGate = Blocked;

/** The gate of a control that writes with `scope`; undefined when the session may. Read it in an observer. */
export function useWriteGate(scope: WriteScope): WriteGate | undefined {
  const { account, session } = useStore();
  if (canWrite(account.caps, scope)) return undefined;
  return { reason: t('permissions.denied', { scope }), warn: () => warnMissing(session, scope) };
}

/** Shows the missing permissions warning for a control that writes `scope` (no exchange text:
 *  nothing was sent). A patch, so the first load's session store carries no action for it. */
export function warnMissing(session: IAnyStateTreeNode, scope: WriteScope): void {
  applyPatch(session, { op: 'replace', path: '/missingPermission', value: { reason: `${scope} write`, text: '', at: Date.now() } });
}

export type WriteButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { scope: WriteScope };

/**
 * A button that writes with `scope`: as given when the session may, otherwise marked disabled
 * (aria-disabled, so it stays focusable and its reason is read out) and its use shows the
 * missing permissions warning.
 */
export const WriteButton = observer(function WriteButton({ scope, onClick, className, title, disabled, ...rest }: WriteButtonProps) {
  const gate = useWriteGate(scope);
  if (!gate) return <button className={className} title={title} disabled={disabled} onClick={onClick} {...rest} />;
  // Never disabled outright: the reason stays reachable by keyboard and pointer.
  return <button {...rest} {...blockedProps(gate, className)} />;
});

/** A line saying why a widget's or page's writing controls are disabled; nothing when they are not. */
export const WriteBlockNote = observer(function WriteBlockNote({ scope }: { scope: WriteScope }) {
  const gate = useWriteGate(scope);
  return gate ? (
    <p className="dim" role="note">
      {gate.reason}
    </p>
  ) : null;
});

/** The frame's notice of a restricted session: which write permissions it lacks. */
export const ReadOnlyNotice = observer(function ReadOnlyNotice() {
  const { account } = useStore();
  const missing = SCOPES.filter((s) => !canWrite(account.caps, s));
  if (missing.length === 0) return null;
  return (
    <p className="frame-banner write-readonly-notice" role="status" data-testid="read-only-notice">
      {t(missing.length === SCOPES.length ? 'permissions.readOnly' : 'permissions.restricted', { scopes: missing.join(', ') })}
    </p>
  );
});
