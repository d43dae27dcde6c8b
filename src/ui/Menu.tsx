// A menu button (WAI-ARIA menu pattern): the button opens a list of commands and choices,
// arrow keys move, Enter/Space picks, Escape closes and gives focus back to the button.
import { useEffect, useId, useRef, useState, type ReactNode, type KeyboardEvent } from 'react';

export interface MenuEntry {
  id: string;
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** A choice among several (the shown layout): rendered as menuitemradio. */
  checked?: boolean;
  /** Starts a new group below a separator. */
  groupStart?: boolean;
}

export interface MenuButtonProps {
  label: string;
  entries: readonly MenuEntry[];
  /** What the button shows; its accessible name is `label`. */
  children?: ReactNode;
  className?: string;
  align?: 'left' | 'right';
  /** The menu's own accessible name (defaults to the button's). */
  menuLabel?: string;
}

export function MenuButton({ label, entries, children, className, align = 'left', menuLabel }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const enabled = entries.map((e, i) => (e.disabled ? -1 : i)).filter((i) => i >= 0);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const el = menuRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.focus();
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const pick = (entry: MenuEntry) => {
    if (entry.disabled) return;
    close();
    entry.onSelect();
  };
  const move = (delta: number) => {
    if (enabled.length === 0) return;
    const pos = enabled.indexOf(active);
    setActive(enabled[(pos + delta + enabled.length) % enabled.length]!);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(enabled[0] ?? 0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(enabled[enabled.length - 1] ?? 0);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Home':
        e.preventDefault();
        setActive(enabled[0] ?? 0);
        break;
      case 'End':
        e.preventDefault();
        setActive(enabled[enabled.length - 1] ?? 0);
        break;
      case 'Escape':
        e.preventDefault();
        close();
        break;
      case 'Tab':
        close(false);
        break;
      case 'Enter':
      case ' ': {
        e.preventDefault();
        const entry = entries[active];
        if (entry) pick(entry);
        break;
      }
    }
  };

  return (
    <div className={`ui-menu-wrap ${className ?? ''}`} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="ui-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={children ? label : undefined}
        onClick={() => (open ? close() : openAt(enabled[0] ?? 0))}
        onKeyDown={onButtonKey}
      >
        {children ?? label}
        <span className="ui-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={menuLabel ?? label}
          className={`ui-menu ui-menu-${align}`}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry, i) => (
            <div key={entry.id} role="none">
              {entry.groupStart && i > 0 && <div role="separator" className="ui-menu-sep" />}
              <div
                role={entry.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={entry.checked}
                aria-disabled={entry.disabled || undefined}
                tabIndex={i === active ? 0 : -1}
                data-index={i}
                className="ui-menu-item"
                onClick={() => pick(entry)}
                onPointerMove={() => !entry.disabled && setActive(i)}
              >
                {entry.checked !== undefined && (
                  <span className="ui-menu-check" aria-hidden="true">
                    {entry.checked ? '✓' : ''}
                  </span>
                )}
                {entry.label}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
