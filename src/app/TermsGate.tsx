// The terms agreement modal (account-side §2): after a sign-in, terms of each required kind the
// user has not accepted in their current version are shown, one kind after another, and nothing else can be used until they are accepted (or
// the user logs out).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import { useStore } from './store-context';
import { TermsStore } from '../models/account/terms';
import { createPageModel } from '../models/account/page-model';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';
import { LOGOUT_PATH } from './paths';

export const TermsGate = observer(function TermsGate() {
  const { account, session, site } = useStore();
  const [terms] = useState(() => createPageModel(TermsStore, account));
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  // A sub-account works under its master's acceptance.
  const inSub = session.user !== undefined && !session.user.isMainAccount;
  const who = session.signedIn && !inSub ? `${session.userId ?? ''}` : '';
  useEffect(() => {
    // The kinds this site's users accept (the default terms, and the Turkish site's own).
    if (who) void terms.check(site.variant.terms).catch(() => undefined);
  }, [terms, who, site.variant]);
  const current = terms.current;
  if (!who || !current) return null;
  return (
    <Modal key={current.kind} title={t('terms.title', { title: current.terms.title })} onClose={() => undefined}>
      <p className="ui-modal-body">{t('terms.body')}</p>
      <div className="terms-text" tabIndex={0} aria-label={current.terms.title}>
        {current.terms.text}
      </div>
      <ModalActions
        cancelLabel={t('nav.logout')}
        onCancel={() => void navigate(LOGOUT_PATH)}
        confirmLabel={t('terms.accept')}
        onConfirm={() => void terms.accept().catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)))}
        error={error}
      />
    </Modal>
  );
});
