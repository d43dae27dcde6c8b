// A searchable choice from a list (a country, a time zone): a combobox (ARIA 1.2) whose typed
// letters filter the options by the name shown, another name of the option or its code; arrows
// move, Enter or a click chooses, Escape closes.
import { useEffect, useId, useMemo, useState } from 'react';
import './form.css';

/** Letters without case or accents, for matching "aland" to "Åland Islands". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export interface PickerOption {
  code: string;
  /** The name shown, in the reader's language. */
  shown: string;
  /** Another name the option is found by (the exchange's English name). */
  name?: string;
}

export interface SearchPickerProps {
  label: string;
  /** The field's placeholder (to search, while the list loads) and the empty list's text. */
  texts: { search: string; loading: string; none: string };
  /** The chosen code, '' for none. */
  value: string;
  onChange(code: string): void;
  /** The options in the order shown; null while they load. */
  options: readonly PickerOption[] | null;
  /** Codes of the options chosen lately, most recent first: listed first, then a separator and
   *  every option (while nothing is typed). */
  recent?: readonly string[];
  required?: boolean;
  disabled?: boolean;
  /** The field's own error (e.g. "choose a country"), tied to it for assistive technology. */
  error?: string | null;
  /** The wrapper's class: the form's own row layout. */
  className?: string;
  inputClassName?: string;
  labelClassName?: string;
}

export function SearchPicker({
  label,
  texts,
  value,
  onChange,
  options,
  recent = [],
  required,
  disabled,
  error,
  className = 'ui-form',
  inputClassName = 'ui-input',
  labelClassName = 'ui-label',
}: SearchPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const named = useMemo(() => options ?? [], [options]);
  const selected = named.find((c) => c.code === value);
  /** What the user typed since the last choice; null shows the chosen option's name. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  /** The options in order: the recent ones first while nothing is typed (`first` of them), then the list. */
  const { matches, first } = useMemo(() => {
    const q = fold(query ?? '');
    if (!q) {
      const lately = recent.flatMap((code) => named.filter((c) => c.code === code)).slice(0, 5);
      return { matches: [...lately, ...named], first: lately.length };
    }
    return {
      matches: named.filter((c) => fold(c.shown).includes(q) || fold(c.name ?? '').includes(q) || c.code.toLowerCase() === q),
      first: 0,
    };
  }, [named, query, recent]);
  const optionId = (i: number) => `${id}-${i < first ? 'recent-' : ''}${matches[i]!.code}`;
  const activeId = open && matches[active] ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (code: string) => {
    onChange(code);
    setQuery(null);
    setOpen(false);
  };
  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.min(Math.max(a + step, 0), Math.max(matches.length - 1, 0)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const c = matches[active];
      if (c) choose(c.code);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setQuery(null);
    }
  };
  // Leaving the field keeps an option typed in full, and otherwise shows the chosen one again.
  const onBlur = () => {
    const q = fold(query ?? '');
    const exact = q ? named.find((c) => fold(c.shown) === q || fold(c.name ?? '') === q || c.code.toLowerCase() === q) : undefined;
    if (exact) onChange(exact.code);
    setQuery(null);
    setOpen(false);
  };
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className={`cp ${className}`}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="cp-box">
        <input
          id={id}
          className={inputClassName}
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          autoComplete="off"
          placeholder={options ? texts.search : texts.loading}
          disabled={disabled || !options}
          value={query ?? selected?.shown ?? ''}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKey}
          onBlur={onBlur}
        />
        {open && (
          <ul id={listId} role="listbox" aria-label={label} className="cp-list">
            {matches.map((c, i) => [
              i === first && first > 0 && <li key="separator" role="none" className="cp-separator" />,
              <li
                key={optionId(i)}
                id={optionId(i)}
                role="option"
                aria-selected={c.code === value}
                className={i === active ? 'cp-option cp-active' : 'cp-option'}
                // Keeps the focus in the field, so its blur does not close the list first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(c.code)}
              >
                {c.shown}
              </li>,
            ])}
            {matches.length === 0 && <li className="cp-none">{texts.none}</li>}
          </ul>
        )}
      </div>
      {error && (
        <p id={errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
