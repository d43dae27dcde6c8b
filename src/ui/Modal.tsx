// A modal dialog: labelled by its title, Escape and the backdrop close it, focus starts inside
// and returns to where it was.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Beside ui-modal: a dialog that needs more room (the command palette). */
  className?: string;
}

export function Modal({ title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = boxRef.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    first?.focus();
    return () => before?.focus?.();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className="ui-backdrop" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={boxRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={`ui-modal ${className ?? ''}`.trim()}>
        <h2 id={titleId} className="ui-modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
