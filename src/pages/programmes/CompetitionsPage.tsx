// Trading competitions in the app (/compete, /compete/:slug; account-side issue 16 item 7): the
// site's competitions (the marketing site's templates) with a Join button for a competition-
// enabled account, and the live ranking of the chosen one, read from the exchange every few
// seconds. The marketing template pages stay public and static; joining needs the account, so it
// is here, and a template's page leads here for a signed-in visitor.
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatTime } from '../../format';
import { pairLabel } from '../../format/symbols';
import { competitionEnd, type CompetitionEntry, type RankingEntry } from '../../protocol/programmes/competitions';
import { createPageModel } from '../../models/account/page-model';
import { CompetitionsStore } from '../../models/account/programmes';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { useNow } from '../../ui/use-now';
import { ProgrammeTabs } from './ProgrammeTabs';
import { errorOf, ProgrammeOffer, useProgramme } from './ProgrammeOffer';
import './programmes.css';

/** How often the ranking is read again. */
const RANKING_MS = 3_000;

const stateOf = (c: CompetitionEntry, now: number) =>
  now < c.startsAt ? 'upcoming' : now < competitionEnd(c.endsAt) ? 'running' : 'ended';
const day = (mts: number) => formatTime(mts, 'YYYY-MM-DD', 'UTC');

const h = columnHelper<RankingEntry>();
const col = (id: string) => () => t('comp.col', { id });
const columns = h.columns([
  h.display({ id: 'rank', header: col('rank'), cell: (c) => String(c.row.original.rank) }),
  h.display({
    id: 'trader',
    header: col('trader'),
    cell: (c) => (c.row.original.you ? <strong>{t('comp.you', { name: c.row.original.nickname })}</strong> : c.row.original.nickname),
  }),
  h.display({ id: 'volume', header: col('volume'), cell: (c) => formatAmount(c.row.original.volumeUsd) }),
  h.display({ id: 'trades', header: col('trades'), cell: (c) => String(c.row.original.trades) }),
  h.display({ id: 'time', header: col('time'), cell: (c) => formatTime(c.row.original.mts) }),
]);
const NUMERIC = new Set(['rank', 'volume', 'trades']);

export default observer(function CompetitionsPage() {
  const { account } = useStore();
  const { slug } = useParams();
  const go = useNavigate();
  const now = useNow(60_000);
  const [comp] = useState(() => createPageModel(CompetitionsStore, account));
  const { error, setError, enable } = useProgramme(comp, 'competition', account.signedIn);
  const [done, setDone] = useState<string | null>(null);

  const chosen =
    comp.list.find((c) => c.slug === slug) ??
    comp.list.find((c) => c.joinedMts !== null && stateOf(c, now) !== 'ended') ??
    comp.list.find((c) => stateOf(c, now) === 'running');
  const chosenSlug = chosen?.slug;
  useEffect(() => {
    if (!account.signedIn || !chosenSlug) return;
    const load = () => void comp.loadRanking(chosenSlug).catch((err: unknown) => setError(errorOf(err)));
    load();
    const timer = setInterval(load, RANKING_MS);
    return () => clearInterval(timer);
  }, [account.signedIn, chosenSlug, comp, setError]);

  const join = (c: CompetitionEntry) => {
    setError(null);
    setDone(null);
    void comp.join(c.slug).then(
      (text) => {
        setDone(text);
        void go(`/compete/${c.slug}`);
        return comp.loadRanking(c.slug);
      },
      (err: unknown) => setError(errorOf(err)),
    );
  };
  const enabled = comp.on('competition');

  return (
    <section className="prog account-page" aria-label={t('comp.title')}>
      <ProgrammeTabs />
      <h1>{t('comp.title')}</h1>
      <p className="dim prog-intro">{t('comp.intro')}</p>
      <ProgrammeOffer
        store={comp}
        programme="competition"
        why={t('comp.enable.why')}
        label={t('comp.enable')}
        onEnable={enable}
        error={error}
      />
      {done && (
        <p className="prog-done" role="status">
          {done}
        </p>
      )}
      <div className="prog-comp">
        <section aria-label={t('comp.list')}>
          <h2>{t('comp.list')}</h2>
          {comp.list.length === 0 && <p className="dim">{t('comp.none')}</p>}
          <ul className="prog-comp-list">
            {comp.list.map((c) => {
              const state = stateOf(c, now);
              return (
                <li key={c.slug} className={c.slug === chosenSlug ? 'prog-comp-item chosen' : 'prog-comp-item'} data-slug={c.slug}>
                  <button type="button" className="link prog-comp-name" onClick={() => void go(`/compete/${c.slug}`)}>
                    {t('comp.show', { title: c.title })}
                  </button>
                  <span className="dim">
                    {t('comp.state', { state })} · {t('comp.period', { start: day(c.startsAt), end: day(c.endsAt) })} ·{' '}
                    {t('comp.competitors', { count: c.competitors })}
                  </span>
                  <span className="dim">
                    {t('comp.pairs', { pairs: c.pairs.map((p) => (p.startsWith('t') ? pairLabel(p) : p)).join(', ') })}
                  </span>
                  {c.joinedMts !== null ? (
                    <span className="prog-joined">{t('comp.joined')}</span>
                  ) : (
                    enabled &&
                    state !== 'ended' && (
                      <button type="button" className="ui-button" onClick={() => join(c)}>
                        {t('comp.join', { title: c.title })}
                      </button>
                    )
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        {chosen && (
          <section aria-label={t('comp.ranking')}>
            <h2>{t('comp.show', { title: chosen.title })}</h2>
            <DataTable
              label={t('comp.ranking')}
              className="od-table"
              columns={columns}
              data={comp.rankingOf === chosen.slug ? comp.ranking : []}
              getRowId={(r) => `${r.rank}-${r.nickname}`}
              windowScroll
              numeric={NUMERIC}
              empty={<p className="dim">{t('comp.ranking.empty')}</p>}
            />
          </section>
        )}
      </div>
    </section>
  );
});
