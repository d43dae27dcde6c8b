// The workspace's keys (workspace-keys.ts) on the whole page while the workspace is shown: undo
// and redo on the layout engine, the palette and the shortcuts' help through `open`, and the
// panels by keys (panel-keys.ts).
import { useEffect } from 'react';
import type { LayoutEngine } from './engine';
import { workspaceKeyCommand } from './workspace-keys';
import { runPanelKey } from './panel-keys';

export function useWorkspaceKeys(engine: LayoutEngine | undefined, open: (dialog: 'palette' | 'shortcuts') => void): void {
  useEffect(() => {
    if (!engine) return;
    const onKey = (e: KeyboardEvent) => {
      const command = workspaceKeyCommand(e);
      // Not while a dialog is open (it has keys of its own), but Ctrl+K, which opens the palette.
      if (!command || (document.querySelector('dialog[open], [role="dialog"]') && command !== 'palette')) return;
      e.preventDefault();
      if (command === 'undo') engine.undo();
      else if (command === 'redo') engine.redo();
      else if (command === 'palette' || command === 'shortcuts') open(command);
      else runPanelKey(engine, command, document);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engine, open]);
}
