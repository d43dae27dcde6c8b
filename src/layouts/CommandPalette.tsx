// The command palette (Ctrl+K): a dialog named "Command palette" with cmdk's searchable list of
// commands.ts, grouped; Enter or a click runs one and closes the palette. Loaded when first
// opened, so cmdk and the commands' list are not part of the workspace's first load.
import { Command } from 'cmdk';
import { t, type MessageKey } from '../i18n';
import { Modal } from '../ui/Modal';
import { paletteCommands, type CommandSources, type PaletteCommand } from './commands';
import './palette.css';

const GROUPS: ReadonlyArray<PaletteCommand['group']> = ['layout', 'trade', 'widgets', 'layouts', 'pairs'];

/** The commands are made here from their sources, so their list comes with the palette's chunk. */
export function CommandPalette({ sources, onClose }: { sources: CommandSources; onClose(): void }) {
  const commands = paletteCommands(sources);
  return (
    <Modal title={t('palette.title')} onClose={onClose} className="palette-modal">
      <Command label={t('palette.title')} className="palette" loop>
        <Command.Input className="ui-input palette-input" placeholder={t('palette.search')} aria-label={t('palette.search')} />
        <Command.List className="palette-list">
          <Command.Empty className="palette-empty dim">{t('palette.empty')}</Command.Empty>
          {GROUPS.map((group) => (
            <Command.Group key={group} heading={t(`palette.group.${group}` as MessageKey)}>
              {commands
                .filter((c) => c.group === group)
                .map((c) => (
                  <Command.Item
                    key={c.id}
                    value={c.label}
                    keywords={c.keywords}
                    disabled={c.disabled}
                    className="palette-item"
                    onSelect={() => {
                      onClose();
                      c.run();
                    }}
                  >
                    <span>{c.label}</span>
                    {c.shortcut && <kbd className="palette-kbd">{c.shortcut}</kbd>}
                  </Command.Item>
                ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </Modal>
  );
}
