// The frame of the sign-in pages: one narrow panel, title first, then the form, then the links
// to the neighbouring pages.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { t } from '../../i18n';
import './auth.css';

export function AuthPanel({ title, children, footer, wide }: { title: string; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  return (
    <div className="au-page">
      <section className={`au-panel${wide ? ' au-panel-wide' : ''}`} aria-labelledby="au-title">
        <p className="au-brand">{t('auth.brand')}</p>
        <h1 id="au-title" className="au-title">
          {title}
        </h1>
        {children}
        {footer ? <footer className="au-footer">{footer}</footer> : null}
      </section>
    </div>
  );
}

/** An error of the form, with the exchange's text. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="au-error au-form-error" role="alert">
      {text}
    </p>
  );
}

export function Notice({ text, tone = 'info' }: { text: string; tone?: 'info' | 'ok' | 'warn' }) {
  return (
    <p className={`au-notice au-notice-${tone}`} role="status">
      {text}
    </p>
  );
}

/** The button that started a wait shows it (UI.md: progress after a second is a spinner there). */
export function SubmitButton({ busy, children, disabled }: { busy: boolean; children: ReactNode; disabled?: boolean }) {
  return (
    <button type="submit" className="au-button au-button-primary" disabled={busy || disabled} aria-busy={busy}>
      {busy ? <span className="au-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A labelled text field of the account pages; `children` go below the input (e.g. password rules). */
export function AuthField({
  id,
  label,
  onValue,
  children,
  ...input
}: { id: string; label: string; onValue: (value: string) => void; children?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'children'
>) {
  return (
    <div className="au-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(e) => onValue(e.target.value)} />
      {children}
    </div>
  );
}
