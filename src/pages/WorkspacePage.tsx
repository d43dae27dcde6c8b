// /tradedesk — the workspace of dockable panels over public market data. The pair comes from
// the pair selector, the markets widget, or ?pair= (which follows the selection).
import { Suspense, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useStore } from '../app/store-context';
import { useUnsavedChangesGuard } from '../app/unsaved-changes';
import { t } from '../i18n';
import { pairLabel, pairParam, symbolFromParam } from '../format';
import { LayoutEngine } from '../layouts/engine';
import { DockLayout } from '../layouts/DockLayout';
import { WorkspaceToolbar } from '../layouts/WorkspaceToolbar';
import { defaultLayoutContent } from '../layouts/flex-model';
import { DOCK_MIN_WIDTH } from '../layouts/dock-min-width';
import { DelayedLoader } from '../ui/DelayedLoader';
import { useElementWidth } from '../ui/use-element-width';
import { lazyComponent } from '../layouts/lazy-component';
import '../layouts/layouts.css';
import type { LayoutJson, LayoutsStoreInstance } from '../models/layouts';
import { EngineContext } from '../layouts/engine-context';

/** The grid of narrow screens (react-grid-layout) loads only where it is used. */
const GridArrangement = lazyComponent(() => import('../layouts/GridArrangement').then((m) => m.GridArrangement));

/** The layout engine of the shown layout's `revision`: its changes go back to the layouts store. */
function engineOf(layouts: LayoutsStoreInstance, revision: number): LayoutEngine | undefined {
  const content = layouts.current;
  if (!content || revision !== layouts.revision) return undefined;
  return new LayoutEngine(content, {
    arrangement: (json) => layouts.recordChange(json as unknown as LayoutJson),
    widgetState: (json) => layouts.recordWidgetState(json as unknown as LayoutJson),
  });
}

export default observer(function WorkspacePage() {
  const { layouts, workspace, markets, site } = useStore();
  const [params, setParams] = useSearchParams();
  // /t/:pair and /trading/:pair carry the pair in the path, /tradedesk in ?pair=.
  const route = useParams<{ pair?: string; currency?: string }>();
  const navigate = useNavigate();
  const pairInPath = route.pair !== undefined;
  const pairParamValue = route.pair ?? params.get('pair');

  useEffect(() => {
    if (!route.currency) return;
    const currency = route.currency.toUpperCase().replace(/^F(?=[A-Z]{3,}$)/, '');
    if (/^[A-Z0-9]{2,10}$/.test(currency)) workspace.setFundingSymbol(`f${currency}`);
  }, [route.currency, workspace]);

  useEffect(() => {
    const symbol = symbolFromParam(pairParamValue);
    if (symbol) workspace.setPair(symbol);
  }, [pairParamValue, workspace]);

  useEffect(
    () =>
      reaction(
        () => workspace.pair,
        (pair) => {
          if (pairInPath) {
            void navigate(`/t/${pairParam(pair)}${window.location.search}`, { replace: true });
            return;
          }
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              next.set('pair', pairParam(pair));
              return next;
            },
            { replace: true },
          );
        },
      ),
    [workspace, setParams, navigate, pairInPath],
  );

  // An unknown pair (a stale link) falls back to the default once the market list is known.
  useEffect(() => {
    if (markets.state === 'ready' && markets.markets.length > 0 && !markets.has(workspace.pair))
      workspace.setPair(site.variant.defaultPair);
  }, [markets.state, markets, workspace, workspace.pair, site]);

  useEffect(() => {
    if (!layouts.ready)
      void layouts.load(
        t('layouts.defaultName'),
        defaultLayoutContent((type) => site.offersWidget(type)),
      );
  }, [layouts, site]);

  const revision = layouts.revision;
  const ready = layouts.ready;
  // A new engine only when the shown layout is replaced (revision), not for its own changes.
  const engine = useMemo(() => (ready ? engineOf(layouts, revision) : undefined), [revision, ready, layouts]);

  // The body's width chooses between the dock and the grid (and sizes the grid).
  const [bodyRef, width] = useElementWidth<HTMLDivElement>();
  const guard = useUnsavedChangesGuard(layouts.dirty);

  return (
    <section className="ws" aria-label={t('workspace.title', { pair: pairLabel(workspace.pair) })}>
      <WorkspaceToolbar engine={engine} />
      <div className="ws-body" ref={bodyRef} data-arrangement={width >= DOCK_MIN_WIDTH ? 'dock' : 'grid'}>
        <EngineContext.Provider value={engine}>
          {!engine ? (
            <DelayedLoader label={t('app.loading')} />
          ) : width === 0 ? null : width >= DOCK_MIN_WIDTH ? (
            <DockLayout engine={engine} />
          ) : (
            <Suspense fallback={<DelayedLoader label={t('app.loading')} />}>
              <GridArrangement engine={engine} width={width} />
            </Suspense>
          )}
        </EngineContext.Provider>
      </div>
      {guard}
    </section>
  );
});
