// Account (/account): the user info of account-side §3 — who, since when, the verification level
// (with the way to the next one), account type and residence, the second factor, the account kind
// (main or a sub-account of which master), whether it is frozen, and the margin mode (user info's
// teMarginGroup: 0 cross-collateral, otherwise isolated), which the owner switches here, and the way
// to its custody account where the site offers custody.
import '../verification/messages';
import '../../widgets/order-messages';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { switchMarginGroup } from '../../models/account/margin-group';
import { CROSS_MARGIN_GROUP, DEFAULT_MARGIN_GROUP, isCrossGroup, type MarginGroup } from '../../protocol/account/margin-rules';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import '../verification/verification.css';

export default observer(function AccountPage() {
  const auth = useAuth();
  const { account, session, site } = useStore();
  const [modeRefusal, setModeRefusal] = useState<string | null>(null);
  const u = auth.user;
  const switchMode = async (group: MarginGroup) => {
    setModeRefusal(null);
    const answer = await switchMarginGroup(account, group);
    if (answer.ok) await session.refreshUser();
    else setModeRefusal(answer.text);
  };
  if (!u) return <p className="dim account-page">{t('app.loading')}</p>;
  const none = t('account.none');
  const rows: Array<[string, React.ReactNode]> = [
    [t('account.id'), u.id],
    [t('account.email'), u.email],
    [t('account.username'), u.username],
    [t('account.created'), u.createdAt ? formatTime(u.createdAt) : none],
    [
      t('account.level'),
      <span key="level">
        {t('level.name', { level: u.verificationLevelName })}{' '}
        {u.isMainAccount && u.verificationLevel < 3 && (
          <Link to="/verification" className="link">
            {t('account.verify')}
          </Link>
        )}
      </span>,
    ],
    [t('account.type'), t(u.accountType === 'corporate' ? 'verify.corporate' : 'verify.individual')],
    [t('account.residence'), u.residence ?? none],
    [t('account.signupCountry'), u.signupCountry ?? none],
    [t('account.timezone'), u.timezone ?? none],
    [t('account.locale'), u.locale ?? none],
    [t('account.tfa'), u.tfaTypes.length > 0 ? u.tfaTypes.join(', ').toUpperCase() : t('account.tfaOff')],
    [t('account.lastLogin'), u.lastLoginTime ? formatTime(u.lastLoginTime) : none],
    [t('account.kind'), u.isMainAccount ? t('account.kindMain') : t('account.kindSub', { master: u.masterAccountId ?? '' })],
    [
      t('account.status'),
      <span key="status" className={u.frozen ? 'down' : undefined}>
        {u.frozen ? t('account.frozen') : t('account.active')}{' '}
        <Link to="/freeze" className="link">
          {t('account.freezeLink')}
        </Link>
      </span>,
    ],
    [
      t('margin.modeLabel'),
      <span key="margin">
        <select
          className="ui-select"
          aria-label={t('margin.modeLabel')}
          title={t('margin.modeHint')}
          value={isCrossGroup(u.teMarginGroup) ? CROSS_MARGIN_GROUP : DEFAULT_MARGIN_GROUP}
          onChange={(e) => void switchMode(Number(e.target.value) as MarginGroup)}
        >
          <option value={DEFAULT_MARGIN_GROUP}>{t('margin.mode.isolated')}</option>
          <option value={CROSS_MARGIN_GROUP}>{t('margin.mode.cross')}</option>
        </select>
        {modeRefusal && (
          <span className="down" role="alert">
            {' '}
            {modeRefusal}
          </span>
        )}
      </span>,
    ],
  ];
  if (site.enabled('custody')) {
    rows.push([
      t('account.custody'),
      <Link key="custody" to="/custody" className="link">
        {t('account.custodyLink')}
      </Link>,
    ]);
  }
  return (
    <section className="vf account-page" aria-label={t('account.title')}>
      <h1>{t('account.title')}</h1>
      <dl className="vf-facts">
        {rows.map(([k, v]) => (
          <div key={k} className="vf-fact">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
