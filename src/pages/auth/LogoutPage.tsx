// /logout: a short feedback form (rating, comments; the source is the spec's default "web logout
// feedback"), then the sign-out. Feedback is optional and never holds the sign-out back.
import './messages';
import './rating.css';
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { LOGGED_OUT_ROUTE } from '../../app/auth/route-paths';
import { AuthPanel, FormError, SubmitButton } from './AuthPanel';
import { t } from '../../i18n';

const RATINGS = [1, 2, 3, 4, 5] as const;

export default observer(function LogoutPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [rating, setRating] = useState<number | null>(null);
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'skip' | null>(null);

  if (auth.known && !auth.signedIn && !busy) return <Navigate to={LOGGED_OUT_ROUTE} replace />;

  async function logOut(withFeedback: boolean) {
    setBusy(withFeedback ? 'send' : 'skip');
    await auth.logOut(withFeedback && rating !== null ? { rating, description: comments.trim() } : undefined);
    void navigate(LOGGED_OUT_ROUTE, { replace: true });
  }

  function send(e: FormEvent) {
    e.preventDefault();
    if (rating === null) return setError(t('auth.logout.ratingMissing'));
    setError(null);
    void logOut(true);
  }

  return (
    <AuthPanel title={t('auth.logout.title')}>
      <form className="au-form" onSubmit={send} noValidate aria-label={t('auth.logout.title')}>
        <fieldset className="au-rating" disabled={busy !== null}>
          <legend>{t('auth.logout.question')}</legend>
          <div className="au-rating-scale" role="radiogroup" aria-label={t('auth.logout.rating')}>
            {RATINGS.map((value) => (
              <label key={value} className={`au-rating-option${rating === value ? ' au-rating-chosen' : ''}`}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setError(null);
                  }}
                  aria-label={t('auth.logout.ratingValue', { value })}
                />
                <span aria-hidden="true">{value}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="au-field">
          <label htmlFor="logout-comments">{t('auth.logout.comments')}</label>
          <textarea
            id="logout-comments"
            name="description"
            rows={4}
            maxLength={2000}
            placeholder={t('auth.logout.commentsHint')}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
            disabled={busy !== null}
          />
        </div>
        <FormError text={error} />
        <SubmitButton busy={busy === 'send'} disabled={busy !== null}>
          {t('auth.logout.send')}
        </SubmitButton>
        <button
          type="button"
          className="au-button au-button-secondary"
          onClick={() => void logOut(false)}
          disabled={busy !== null}
          aria-busy={busy === 'skip'}
        >
          {busy === 'skip' ? <span className="au-spinner" aria-hidden="true" /> : null}
          {t('auth.logout.skip')}
        </button>
      </form>
    </AuthPanel>
  );
});
