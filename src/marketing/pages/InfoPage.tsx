// The one template of the content pages (issue 16, item 9: the manifesto, the support and security
// pages, the buying guides, deposits and withdrawals…): a heading, a lead, sections of text, an
// optional call to action and, on the deposits and withdrawals page, the exchange's methods with
// their fees and limits. The texts come from the content store in every locale (the page data
// carries them all; the page shows the visitor's language, English where the store has none).
import { t, currentLocale } from '../../i18n';
import { formatAmount } from '../../format/number';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { Paragraphs } from '../parts/Paragraphs';
import { textOf } from '../parts/info-text';
import { useLead } from '../parts/lead';
import { useTitle } from './ErrorPages';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const rows = (v: unknown): unknown[][] => (Array.isArray(v) ? v.filter((r): r is unknown[] => Array.isArray(r)) : []);

/** An amount with the decimals it is written with (the exchange writes fees and limits as text). */
const amount = (v: unknown) => {
  if (typeof v !== 'number' && typeof v !== 'string') return t('mk.info.noLimit');
  return formatAmount(v, String(v).split('.')[1]?.length ?? 0);
};

export default function InfoPage({ route }: PageProps) {
  return (
    <article className="mk-article mk-wide">
      {route.page === 'join' && <JoinLead path={route.path} />}
      <WithPageData route={route}>{(data) => <Info data={data} />}</WithPageData>
    </article>
  );
}

/** The join page is a way into sign-up: reaching it is a lead (with analytical consent). */
function JoinLead({ path }: { path: string }) {
  useLead('join', path);
  return null;
}

function Info({ data }: { data: Record<string, unknown> }) {
  const text = textOf(data.texts, currentLocale());
  const title = text?.title ?? t('mk.404.title');
  useTitle(title);
  if (!text) return <h1>{title}</h1>;
  const href = str(data.href);
  return (
    <>
      <h1>{text.title}</h1>
      <p className="mk-lead">{text.summary}</p>
      {data.methods !== undefined && <Methods methods={rows(data.methods)} travelRuleUsd={data.travelRuleUsd} />}
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <Paragraphs text={s.body} />
        </section>
      ))}
      {href && text.cta && (
        <div className="mk-cta">
          <a className="ui-button ui-button-primary mk-big" href={href}>
            {text.cta}
          </a>
        </div>
      )}
    </>
  );
}

/** Each deposit and withdrawal method the site lists, with its withdrawal fee and limits. */
function Methods({ methods, travelRuleUsd }: { methods: unknown[][]; travelRuleUsd: unknown }) {
  return (
    <section>
      <table className="mk-table" aria-label={t('mk.info.methods')}>
        <caption>{t('mk.info.methods')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mk.fees.method')}</th>
            <th scope="col">{t('mk.fees.currency')}</th>
            <th scope="col">{t('mk.fees.fee')}</th>
            <th scope="col">{t('mk.info.min')}</th>
            <th scope="col">{t('mk.info.max')}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map(([method, currency, fee, min, max, label]) => (
            <tr key={String(method)}>
              <th scope="row" title={String(label ?? method)}>
                {t('mk.fees.methodName', { method: String(method) })}
              </th>
              <td>{String(currency)}</td>
              <td>{amount(fee)}</td>
              <td>{amount(min)}</td>
              <td>{amount(max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {typeof travelRuleUsd === 'number' && <p className="mk-dim">{t('mk.info.travelRule', { usd: travelRuleUsd })}</p>}
    </section>
  );
}
