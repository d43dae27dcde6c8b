// The Help action of a page (account-side §2 modals, suggested articles): a small button beside
// the page's title (both in a .md-title row) that opens the exchange's articles for the page's context (HelpArticlesModal,
// loaded on the first click).
import './modals/messages';
import './modals/modals.css';
import { Suspense, useState } from 'react';
import { t } from '../i18n';
import type { HelpTag } from '../protocol/marketing/pages';
import { lazyPage } from './lazy-page';

const HelpArticlesModal = lazyPage(() => import('./modals/HelpArticlesModal'));

export function HelpAction({ tag }: { tag: HelpTag }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="ui-button md-help" onClick={() => setOpen(true)} aria-haspopup="dialog">
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
