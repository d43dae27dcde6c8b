// A required, searchable choice of a country from the exchange's list (sign-up, verification): a
// combobox (ARIA 1.2) whose typed letters filter the list by the name in the reader's language,
// the exchange's English name or the code; arrows move, Enter or a click chooses, Escape closes.
import { useEffect, useId, useMemo, useState } from 'react';
import type { Country } from '../models/countries';
import { countryName } from '../protocol/account/trading-access';
import { currentLocale } from '../i18n';
import { intlLocale } from '../format/locale';
import './form.css';

/** Letters without case or accents, for matching "aland" to "Åland Islands". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export interface CountryPickerProps {
  label: string;
  /** The field's placeholder (to search, while the list loads) and the empty list's text. */
  texts: { search: string; loading: string; none: string };
  /** The chosen code, '' for none. */
  value: string;
  onChange(code: string): void;
  /** The exchange's list; null while it loads. */
  countries: readonly Country[] | null;
  /** Codes of the countries chosen lately, most recent first: listed first, then a separator and
   *  every country (while nothing is typed). */
  recent?: readonly string[];
  disabled?: boolean;
  /** The field's own error (e.g. "choose a country"), tied to it for assistive technology. */
  error?: string | null;
  /** The wrapper's class: the form's own row layout. */
  className?: string;
  inputClassName?: string;
  labelClassName?: string;
}

export function CountryPicker({
  label,
  texts,
  value,
  onChange,
  countries,
  recent = [],
  disabled,
  error,
  className = 'ui-form',
  inputClassName = 'ui-input',
  labelClassName = 'ui-label',
}: CountryPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const locale = intlLocale(currentLocale());
  const named = useMemo(
    () =>
      (countries ?? []).map((c) => ({ ...c, shown: countryName(c.code, locale) })).sort((a, b) => a.shown.localeCompare(b.shown, locale)),
    [countries, locale],
  );
  const selected = named.find((c) => c.code === value);
  /** What the user typed since the last choice; null shows the chosen country's name. */
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
    return { matches: named.filter((c) => fold(c.shown).includes(q) || fold(c.name).includes(q) || c.code.toLowerCase() === q), first: 0 };
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
  // Leaving the field keeps a country typed in full, and otherwise shows the chosen one again.
  const onBlur = () => {
    const q = fold(query ?? '');
    const exact = q ? named.find((c) => fold(c.shown) === q || fold(c.name) === q || c.code.toLowerCase() === q) : undefined;
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
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          autoComplete="off"
          placeholder={countries ? texts.search : texts.loading}
          disabled={disabled || !countries}
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
