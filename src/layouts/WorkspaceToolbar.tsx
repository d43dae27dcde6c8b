// The workspace's own bar: the pair selector, the Layouts menu (saved layouts and the layout
// commands), Add widget (the catalogue of widget types), and Save / Discard while editing.
import { observer } from 'mobx-react-lite';
import { useStore } from '../app/store-context';
import { t } from '../i18n';
import { pairLabel } from '../format';
import { MenuButton, type MenuEntry } from '../ui/Menu';
import { PromptModal } from '../ui/PromptModal';
import { ConfirmModal } from '../ui/ConfirmModal';
import type { LayoutEngine } from './engine';
import { defaultLayoutContent, emptyLayoutContent } from './flex-model';
import { firstFreeName } from './layout-names';
import { WIDGETS, WIDGET_TYPES } from './registry';
import { useDialog } from '../ui/use-dialog';
import { Options } from '../ui/Options';

type Dialog = null | 'saveAs' | 'rename' | 'delete' | { switchTo: string };

export const WorkspaceToolbar = observer(function WorkspaceToolbar({ engine }: { engine: LayoutEngine | undefined }) {
  const { layouts, markets, workspace } = useStore();
  const { dialog, open: setDialog, close: closeDialog, thenClose } = useDialog<NonNullable<Dialog>>();
  const current = layouts.current;
  const creating = layouts.mode === 'CREATING';

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
    { id: 'reset', label: t('layouts.reset'), onSelect: () => layouts.resetToDefault(defaultLayoutContent()) },
    { id: 'delete', label: t('layouts.delete'), onSelect: () => setDialog('delete') },
  ];
  const widgetEntries: MenuEntry[] = WIDGET_TYPES.map((type) => ({
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

      {dialog === 'saveAs' && (
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
      )}
      {dialog === 'rename' && (
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
      )}
      {dialog === 'delete' && (
        <ConfirmModal
          title={t('layouts.deleteTitle')}
          body={t('layouts.deleteBody', { name: current?.name ?? '' })}
          confirmLabel={t('layouts.deleteButton')}
          cancelLabel={t('common.cancel')}
          danger
          onConfirm={thenClose(() => layouts.remove(t('layouts.defaultName'), defaultLayoutContent()))}
          onCancel={closeDialog}
        />
      )}
      {typeof dialog === 'object' && dialog !== null && (
        <ConfirmModal
          title={t('layouts.discardTitle')}
          body={t('page_has_unsaved_changes')}
          confirmLabel={t('layouts.discardButton')}
          cancelLabel={t('common.cancel')}
          danger
          onConfirm={thenClose(() => layouts.select(dialog.switchTo))}
          onCancel={closeDialog}
        />
      )}
    </div>
  );
});
