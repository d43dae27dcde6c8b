// Suggested articles (account-side §2 modals): the Help action of a page or a refusal opens this
// list of the exchange's articles for its context (`/v1/articles?tag=`, the content store's help
// tags), newest first, each with its summary and a link to its post page. Loaded lazily.
import './messages';
import './modals.css';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { PUBLIC_CALLS } from '../../protocol/calls';
import type { Article, HelpTag } from '../../protocol/marketing/pages';
import type { StoreEnv } from '../../models/env';
import { Modal } from '../../ui/Modal';

export interface HelpArticlesModalProps {
  tag: HelpTag;
  onClose(): void;
}

type Found = Array<Pick<Article, 'id' | 'title' | 'summary'>>;

const articlesOf = (raw: unknown): Found =>
  (Array.isArray(raw) ? raw : []).flatMap((a) =>
    typeof a === 'object' && a !== null && typeof (a as Article).id === 'number' && typeof (a as Article).title === 'string'
      ? [{ id: (a as Article).id, title: (a as Article).title, summary: String((a as Article).summary ?? '') }]
      : [],
  );

export default observer(function HelpArticlesModal({ tag, onClose }: HelpArticlesModalProps) {
  const { account } = useStore();
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getEnv<StoreEnv>(account)
      .rest.call(PUBLIC_CALLS.articles, { tag, limit: '20' })
      .then((raw) => live && setFound(articlesOf(raw)))
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
  }, [account, tag]);
  return (
    <Modal title={t('modals.help.title', { tag })} onClose={onClose}>
      {error && (
        <p className="ui-field-error" role="alert">
          {t('modals.help.failed', { reason: error })}
        </p>
      )}
      {!error && found === null && <p className="ui-modal-body dim">{t('modals.help.loading')}</p>}
      {found?.length === 0 && <p className="ui-modal-body dim">{t('modals.help.none')}</p>}
      {found && found.length > 0 && (
        <ul className="md-articles" aria-label={t('modals.help.list')}>
          {found.map((a) => (
            <li key={a.id}>
              <a href={`/posts/${a.id}`} target="_blank" rel="noopener">
                {a.title}
              </a>
              <p>{a.summary}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="ui-modal-actions">
        <button type="button" className="ui-button ui-button-primary" onClick={onClose}>
          {t('modals.help.close')}
        </button>
      </div>
    </Modal>
  );
});
