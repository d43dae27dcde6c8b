// A region's securities sub-path (`/securities/aifc/…`, `/securities/el-salvador/…`, any page below
// them): the region's active sales as the exchange lists them and the region's terms as it
// publishes them (page data). Investing is the trading app's (its page has the signed-in gates),
// so the way there leads to its region's sales.
import { t } from '../../i18n';
import { formatAmount, formatPercent } from '../../format/number';
import { formatDate } from '../../format/time';
import { intlLocale } from '../../format/locale';
import { currentLocale } from '../../i18n';
import { decodeSales, REGION_SLUGS, type SecuritiesRegion } from '../../protocol/account/securities';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { Paragraphs } from '../parts/Paragraphs';
import { SecuritiesNav } from '../parts/SecuritiesNav';
import { useTitle } from './ErrorPages';

const col = (id: string) => t('mk.secRegion.col', { id });

export default function SecuritiesRegionPage({ route }: PageProps) {
  const base = `/${route.path.split('/').slice(1, 3).join('/')}`;
  return (
    <article className="mk-article mk-wide">
      <SecuritiesNav current={base} />
      <WithPageData route={route}>{(data) => <Region data={data} />}</WithPageData>
    </article>
  );
}

function Region({ data }: { data: Record<string, unknown> }) {
  const region = (data.region === 'aifc' || data.region === 'el_salvador' ? data.region : 'general') as SecuritiesRegion;
  const title = t('mk.secRegion.title', { region });
  useTitle(title);
  const sales = decodeSales(data.sales);
  const terms = (data.terms ?? {}) as { title?: string; text?: string; modified?: number };
  const date = (mts: number) => formatDate(mts, intlLocale(currentLocale()));
  const slug = region === 'general' ? '' : `/${REGION_SLUGS[region]}`;
  return (
    <>
      <h1>{title}</h1>
      <p className="mk-lead">{t('mk.secRegion.intro', { region })}</p>
      <section>
        <h2>{t('mk.secRegion.sales')}</h2>
        {sales.length === 0 ? (
          <p>{t('mk.secRegion.empty')}</p>
        ) : (
          <table className="mk-table" aria-label={t('mk.secRegion.sales')}>
            <thead>
              <tr>
                {['name', 'price', 'min', 'progress', 'start', 'end'].map((id) => (
                  <th key={id} scope="col">
                    {col(id)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sales.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    {s.name}
                    <br />
                    <small>
                      {s.issuer} · {s.token}
                    </small>
                  </th>
                  <td>{`${formatAmount(s.price, 2)} ${s.currency}`}</td>
                  <td>{`${formatAmount(s.min, 2)} ${s.currency}`}</td>
                  <td>{`${formatAmount(s.raised, 0)} / ${formatAmount(s.target, 0)} ${s.currency} (${formatPercent(s.target > 0 ? s.raised / s.target : 0, false)})`}</td>
                  <td>{date(s.startMts)}</td>
                  <td>{date(s.endMts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mk-cta">
          <a className="ui-button ui-button-primary" href={`/securities-sales${slug}`}>
            {t('mk.secRegion.invest')}
          </a>
        </p>
      </section>
      {terms.title && (
        <section aria-label={terms.title}>
          <h2>{terms.title}</h2>
          {typeof terms.modified === 'number' && <p className="mk-byline">{t('mk.legal.updated', { date: date(terms.modified) })}</p>}
          <Paragraphs text={terms.text ?? ''} />
        </section>
      )}
    </>
  );
}
