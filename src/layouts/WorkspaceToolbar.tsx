// The workspace's own bar: the pair selector, the Layouts menu (saved layouts and the layout
// commands, export to and import from a file), Add widget (the catalogue of widget types), Undo
// and Redo of layout changes (also Ctrl+Z, Ctrl+Shift+Z), the command palette (Ctrl+K) and the
// shortcuts' help (?), and Save / Discard while editing.
import { Suspense, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../app/store-context';
import { t } from '../i18n';
import { pairLabel } from '../format';
import { MenuButton, type MenuEntry } from '../ui/Menu';
import { ConfirmModal } from '../ui/ConfirmModal';
import type { LayoutEngine } from './engine';
import { defaultLayoutContent, emptyLayoutContent } from './flex-model';
import { firstFreeName } from './layout-names';
import { WIDGETS, WIDGET_TYPES, isWidgetType } from './registry';
import { useWorkspaceKeys } from './use-workspace-keys';
import type { CommandSources } from './commands';
import { lazyComponent } from './lazy-component';
import { focusWhenShown } from '../ui/focus-when-shown';
import type { LayoutContent } from '../models/stored-layouts';
import { useDialog } from '../ui/use-dialog';
import { Options } from '../ui/Options';

const noSubscription = () => () => undefined;
const noVersion = () => 0;

type Imported = { name: string; content: LayoutContent; dropped: string[] };
type Dialog = null | 'saveAs' | 'rename' | 'delete' | 'palette' | 'shortcuts' | { switchTo: string } | { importing: Imported };

/** The dialogs come when first opened, not with the first load. */
const PromptModal = lazyComponent(() => import('../ui/PromptModal').then((m) => m.PromptModal));
const ShortcutsHelp = lazyComponent(() => import('./ShortcutsHelp').then((m) => m.ShortcutsHelp));
/** cmdk comes with the palette, the first time it opens. */
const CommandPalette = lazyComponent(() => import('./CommandPalette').then((m) => m.CommandPalette));
/** The QA recorder, its Flows and its replay (recorder/) come the first time they are used. */
const QaTools = lazyComponent(() => import('./recorder/QaTools').then((m) => m.QaTools));

export const WorkspaceToolbar = observer(function WorkspaceToolbar({ engine }: { engine: LayoutEngine | undefined }) {
  const { layouts, markets, workspace, account, site } = useStore();
  const fileInput = useRef<HTMLInputElement>(null);
  useSyncExternalStore(engine?.subscribe ?? noSubscription, engine?.version ?? noVersion);
  const { dialog, open: setDialog, close: closeDialog, thenClose } = useDialog<NonNullable<Dialog>>();
  useWorkspaceKeys(engine, setDialog);
  const current = layouts.current;
  const creating = layouts.mode === 'CREATING';
  const [qa, setQa] = useState<'record' | 'flows' | null>(null);

  const validateName =
    (exceptId?: string) =>
    (value: string): string | undefined => {
      const v = value.trim();
      if (!v) return t('layouts.nameRequired');
      if (layouts.nameTaken(v, exceptId)) return t('layouts.nameTaken');
      return undefined;
    };
  const save = () => {
    if (!layouts.save()) setDialog('saveAs');
  };
  const notify = (level: 'success' | 'error' | 'info', text: string) => account.notifications.add('layout-import', level, text, Date.now());
  const applyImport = ({ name, content, dropped }: Imported) => {
    const free = layouts.nameTaken(name)
      ? firstFreeName(
          (n) => layouts.nameTaken(n),
          (n) => `${name} (${n})`,
        )
      : name;
    layouts.importLayout(free, content);
    if (dropped.length === 0) notify('success', t('layouts.imported', { name: free }));
    else notify('info', t('layouts.importedDropped', { name: free, count: dropped.length, types: dropped.join(', ') }));
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // The layout file's reader and writer come with the first import or export, not the first load.
    const { MAX_LAYOUT_FILE_BYTES, readLayoutFile } = await import('./layout-file');
    if (file.size > MAX_LAYOUT_FILE_BYTES) return notify('error', t('layouts.importTooBig', { kb: MAX_LAYOUT_FILE_BYTES / 1024 }));
    let text: string;
    try {
      text = await file.text();
    } catch {
      return notify('error', t('layouts.importUnreadable'));
    }
    const read = readLayoutFile(text, isWidgetType);
    if (!read.ok) return notify('error', t(read.error, read.values));
    if (layouts.dirty) setDialog({ importing: read });
    else applyImport(read);
  };

  const focusOrderSide = (side: 'buy' | 'sell') => {
    if (!engine) return;
    const key = engine.firstOf('orderForm') ?? engine.addWidget('orderForm');
    engine.selectWidget(key);
    focusWhenShown(`[data-widget-key="${key}"] .of-${side}`);
  };
  const commandSources = (): CommandSources => ({
    engine,
    layouts: layouts.layouts,
    activeLayoutId: creating ? null : layouts.activeId,
    selectLayout: (id) => (layouts.dirty ? setDialog({ switchTo: id }) : layouts.select(id)),
    pairs: markets.markets.map((m) => m.symbol),
    currentPair: workspace.pair,
    setPair: (symbol) => workspace.setPair(symbol),
    focusOrderSide,
    showShortcuts: () => setDialog('shortcuts'),
    offers: (type) => site.offersWidget(type),
  });

  const layoutEntries: MenuEntry[] = layouts.layouts.map((l) => ({
    id: `layout:${l.id}`,
    label: l.name,
    checked: !creating && l.id === layouts.activeId,
    onSelect: () => {
      if (l.id === layouts.activeId && !layouts.dirty) return;
      if (layouts.dirty) setDialog({ switchTo: l.id });
      else layouts.select(l.id);
    },
  }));
  const commands: MenuEntry[] = [
    {
      id: 'new',
      label: t('layouts.new'),
      groupStart: true,
      onSelect: () =>
        layouts.createNew(
          firstFreeName(
            (n) => layouts.nameTaken(n),
            (n) => t('layouts.newName', { n }),
          ),
          emptyLayoutContent(),
        ),
    },
    { id: 'edit', label: t('layouts.edit'), disabled: layouts.mode !== null, onSelect: () => layouts.startEditing() },
    { id: 'save', label: t('layouts.save'), disabled: !layouts.dirty, onSelect: save },
    { id: 'saveAs', label: t('layouts.saveAs'), onSelect: () => setDialog('saveAs') },
    { id: 'rename', label: t('layouts.rename'), onSelect: () => setDialog('rename') },
    {
      id: 'duplicate',
      label: t('layouts.duplicate'),
      onSelect: () =>
        layouts.duplicate(
          firstFreeName(
            (n) => layouts.nameTaken(n),
            (n) =>
              n === 1 ? t('layouts.copyName', { name: current?.name ?? '' }) : t('layouts.copyNameN', { name: current?.name ?? '', n }),
            1,
          ),
        ),
    },
    {
      id: 'reset',
      label: t('layouts.reset'),
      onSelect: () => layouts.resetToDefault(defaultLayoutContent((type) => site.offersWidget(type))),
    },
    { id: 'delete', label: t('layouts.delete'), onSelect: () => setDialog('delete') },
    {
      id: 'export',
      label: t('layouts.export'),
      groupStart: true,
      disabled: !current,
      onSelect: () =>
        current &&
        void Promise.all([import('./layout-file'), import('../ui/download')]).then(
          ([{ layoutFileName, layoutFileText }, { downloadText }]) =>
            downloadText(layoutFileName(current.name), layoutFileText(current), 'application/json'),
        ),
    },
    { id: 'import', label: t('layouts.import'), onSelect: () => fileInput.current?.click() },
    { id: 'flows', label: t('qa.flows'), onSelect: () => setQa('flows') },
  ];
  const widgetEntries: MenuEntry[] = WIDGET_TYPES.filter((type) => site.offersWidget(type)).map((type) => ({
    id: type,
    label: t(WIDGETS[type].title),
    disabled: !engine,
    onSelect: () => engine?.addWidget(type),
  }));

  return (
    <div className="ws-toolbar" role="toolbar" aria-label={t('workspace.toolbar')}>
      <select
        className="ui-select ws-pair"
        aria-label={t('workspace.pair')}
        value={workspace.pair}
        onChange={(e) => workspace.setPair(e.target.value)}
      >
        {!markets.has(workspace.pair) && <option value={workspace.pair}>{pairLabel(workspace.pair)}</option>}
        <Options values={markets.markets.map((m) => m.symbol)} label={pairLabel} />
      </select>
      <span className="ws-sep" aria-hidden="true" />
      <MenuButton label={t('layouts.menu')} entries={[...layoutEntries, ...commands]} menuLabel={t('layouts.menuLabel')} />
      <MenuButton label={t('widgets.add')} entries={widgetEntries} menuLabel={t('widgets.catalogue')} />
      <button type="button" className="ui-button" title={t('palette.openHint')} onClick={() => setDialog('palette')}>
        {t('palette.open')}
      </button>
      <button type="button" className="ui-button" disabled={!engine?.canUndo} title={t('layouts.undoHint')} onClick={() => engine?.undo()}>
        {t('layouts.undo')}
      </button>
      <button type="button" className="ui-button" disabled={!engine?.canRedo} title={t('layouts.redoHint')} onClick={() => engine?.redo()}>
        {t('layouts.redo')}
      </button>
      {qa ? (
        <Suspense fallback={null}>
          <QaTools mode={qa} engine={engine} onClose={() => setQa(null)} />
        </Suspense>
      ) : (
        <button type="button" className="ui-button" onClick={() => setQa('record')}>
          {t('qa.record')}
        </button>
      )}
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="ws-file"
        aria-label={t('layouts.importFile')}
        tabIndex={-1}
        onChange={(e) => void onFile(e)}
      />
      <span className="ws-layout-name" data-testid="layout-name">
        {current?.name}
        {layouts.mode && <span className="ws-mode">{creating ? t('layouts.modeCreating') : t('layouts.modeEditing')}</span>}
      </span>
      <span className="w-toolbar-gap" />
      {layouts.saveError && (
        <span className="down" role="alert">
          {t('layouts.saveFailed')}
        </span>
      )}
      {layouts.dirty && (
        <>
          <button type="button" className="ui-button" onClick={() => layouts.cancel()}>
            {t('layouts.discard')}
          </button>
          <button type="button" className="ui-button ui-button-primary" onClick={save}>
            {t('layouts.saveButton')}
          </button>
        </>
      )}

      {dialog === 'palette' && (
        <Suspense fallback={null}>
          <CommandPalette sources={commandSources()} onClose={closeDialog} />
        </Suspense>
      )}
      {dialog === 'shortcuts' && (
        <Suspense fallback={null}>
          <ShortcutsHelp onClose={closeDialog} />
        </Suspense>
      )}
      {dialog === 'saveAs' && (
        <Suspense fallback={null}>
          <PromptModal
            title={t('layouts.saveAsTitle')}
            label={t('layouts.nameLabel')}
            initial={
              creating
                ? (current?.name ?? '')
                : firstFreeName(
                    (n) => layouts.nameTaken(n),
                    (n) => t('layouts.newName', { n }),
                  )
            }
            confirmLabel={t('layouts.saveButton')}
            cancelLabel={t('common.cancel')}
            validate={validateName()}
            onConfirm={thenClose((name) => layouts.saveAs(name))}
            onCancel={closeDialog}
          />
        </Suspense>
      )}
      {dialog === 'rename' && (
        <Suspense fallback={null}>
          <PromptModal
            title={t('layouts.renameTitle')}
            label={t('layouts.nameLabel')}
            initial={current?.name ?? ''}
            confirmLabel={t('layouts.renameButton')}
            cancelLabel={t('common.cancel')}
            validate={validateName(creating ? undefined : (layouts.activeId ?? undefined))}
            onConfirm={thenClose((name) => layouts.rename(name))}
            onCancel={closeDialog}
          />
        </Suspense>
      )}
      {dialog === 'delete' && (
        <ConfirmModal
          title={t('layouts.deleteTitle')}
          body={t('layouts.deleteBody', { name: current?.name ?? '' })}
          confirmLabel={t('layouts.deleteButton')}
          cancelLabel={t('common.cancel')}
          danger
          onConfirm={thenClose(() =>
            layouts.remove(
              t('layouts.defaultName'),
              defaultLayoutContent((type) => site.offersWidget(type)),
            ),
          )}
          onCancel={closeDialog}
        />
      )}
      {/* Switching to another layout or importing one discards the unsaved changes: asked first. */}
      {typeof dialog === 'object' && dialog !== null && (
        <ConfirmModal
          title={t('layouts.discardTitle')}
          body={t('page_has_unsaved_changes')}
          confirmLabel={t('layouts.discardButton')}
          cancelLabel={t('common.cancel')}
          danger
          onConfirm={thenClose(() => ('importing' in dialog ? applyImport(dialog.importing) : layouts.select(dialog.switchTo)))}
          onCancel={closeDialog}
        />
      )}
    </div>
  );
});
