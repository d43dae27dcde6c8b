// The Help action of a page (account-side §2 modals, suggested articles): a small button beside
// the page's title (both in a .md-title row) that opens the exchange's articles for the page's context (HelpArticlesModal,
// loaded on the first click). A refusal shown to the user carries the same Help, as a link beside
// it (RefusalHelp; Refusal is the refusal with its link): the articles of the refusal's context.
// The order form, whose chunk the workspace loads early, loads RefusalHelp lazily, when it first
// shows a refusal.
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

/** The Help link beside a refusal: the articles of its context. */
export function RefusalHelp({ tag }: { tag: HelpTag }) {
  return <HelpOpener tag={tag} className="md-link md-refusal-help" />;
}

/** A refusal shown to the user (its text the alert, as before), with the Help link of its
 *  context beside it. */
export function Refusal({ tag, className = 'ui-field-error', children }: { tag: HelpTag; className?: string; children: ReactNode }) {
  return (
    <div className="md-refusal">
      <p className={className} role="alert">
        {children}
      </p>
      <RefusalHelp tag={tag} />
    </div>
  );
}
