// The new-password rule as a checklist that follows the typing, with a strength hint.
import './password-rules.css';
import { passwordRules, passwordStrength } from './password-rules';
import type { PasswordScore } from '../../protocol/password-score';
import { t } from '../../i18n';

const RULE_TEXT = {
  length: 'auth.signup.ruleLength',
  maxLength: 'auth.signup.ruleMaxLength',
  variety: 'auth.signup.ruleVariety',
  guessable: 'auth.signup.ruleGuessable',
} as const;

export function PasswordRules({ password, id, score }: { password: string; id: string; score: PasswordScore | undefined }) {
  const rules = passwordRules(password, score).filter((r) => r.id !== 'maxLength' || !r.met);
  const strength = password ? passwordStrength(password, score) : null;
  return (
    <div className="au-rules" id={id}>
      <p className="au-rules-title">{t('auth.signup.rules')}</p>
      <ul>
        {rules.map((r) => (
          <li key={r.id} className={r.met ? 'au-rule-met' : 'au-rule-unmet'}>
            <span className="au-rule-mark" aria-hidden="true">
              {r.met ? '✓' : '·'}
            </span>
            {t(RULE_TEXT[r.id])}
            <span className="au-sr">{` (${t(r.met ? 'auth.signup.ruleMet' : 'auth.signup.ruleUnmet')})`}</span>
          </li>
        ))}
      </ul>
      {strength ? (
        <p className={`au-strength au-strength-${strength}`} aria-live="polite">
          <span className="au-strength-bar" aria-hidden="true">
            <span />
          </span>
          {t('auth.signup.strength', { level: strength })}
        </p>
      ) : null}
    </div>
  );
}
