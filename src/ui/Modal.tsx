// A modal dialog on the browser's own <dialog>, opened with showModal(): the top layer keeps focus
// inside it (Tab goes round its controls) and makes the page behind inert, and Escape reaches only the dialog on top (its
// `cancel` event), so a confirmation over another dialog closes alone. React stays the owner of
// whether it is open: Escape and a click on the backdrop ask `onClose`, and the dialog closes when
// the component goes. Labelled by its title; focus starts on its first control and returns to the
// control that opened it.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Beside ui-modal: a dialog that needs more room (the command palette). */
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes round to the first (and Shift+Tab back): the top layer keeps
 *  the page out of reach, but the browser would let focus leave for its own toolbar. */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>): void {
  if (e.key !== 'Tab') return;
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return e.preventDefault();
  const at = document.activeElement;
  if (e.shiftKey && (at === first || at === e.currentTarget)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && at === last) {
    e.preventDefault();
    first.focus();
  }
}

export function Modal({ title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let mounted = true;
    // A browser may close the dialog itself (a second Escape without a click between is not
    // cancelable): tell the owner, and show the dialog again if the owner keeps it (a gate).
    const onNativeClose = () => {
      if (!mounted) return;
      onCloseRef.current();
      requestAnimationFrame(() => {
        if (mounted && dialog.isConnected && !dialog.open) dialog.showModal();
      });
    };
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])')?.focus();
    return () => {
      mounted = false;
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      className="ui-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={keepTabInside}
      // The dialog element itself is only hit outside the box: on the backdrop.
      onPointerDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={`ui-modal ${className ?? ''}`.trim()}>
        <h2 id={titleId} className="ui-modal-title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
