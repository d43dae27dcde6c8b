// The Help action of a page (account-side §2 modals, suggested articles): a small button beside
// the page's title (both in a .md-title row) that opens the exchange's articles for the page's context (HelpArticlesModal,
// loaded on the first click). A refusal shown to the user carries the same Help, as a link beside
// it (Refusal): the articles of the refusal's context.
import './modals/messages';
import './modals/modals.css';
import { Suspense, useState, type ReactNode } from 'react';
import { t } from '../i18n';
import type { HelpTag } from '../protocol/marketing/pages';
import { lazyPage } from './lazy-page';

const HelpArticlesModal = lazyPage(() => import('./modals/HelpArticlesModal'));

function HelpOpener({ tag, className }: { tag: HelpTag; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('modals.help.action')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HelpArticlesModal tag={tag} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function HelpAction({ tag }: { tag: HelpTag }) {
  return <HelpOpener tag={tag} className="ui-button md-help" />;
}

/** A refusal shown to the user (its text the alert, as before), with the Help link of its
 *  context beside it. */
export function Refusal({ tag, className = 'ui-field-error', children }: { tag: HelpTag; className?: string; children: ReactNode }) {
  return (
    <div className="md-refusal">
      <p className={className} role="alert">
        {children}
      </p>
      <HelpOpener tag={tag} className="md-link md-refusal-help" />
    </div>
  );
}
