// The workspace's own keys: Ctrl+K (⌘K) opens the command palette, Ctrl+Z undoes a layout change,
// Ctrl+Shift+Z or Ctrl+Y redoes it, ? shows the shortcuts. None of them while typing in a field,
// whose own keys they are (but Ctrl+K, which no field uses).
export type WorkspaceKeyCommand = 'palette' | 'undo' | 'redo' | 'shortcuts';

export const WORKSPACE_SHORTCUTS: ReadonlyArray<{ keys: string; what: 'palette' | 'undo' | 'redo' | 'help' }> = [
  { keys: 'Ctrl+K', what: 'palette' },
  { keys: 'Ctrl+Z', what: 'undo' },
  { keys: 'Ctrl+Shift+Z', what: 'redo' },
  { keys: '?', what: 'help' },
];

export function workspaceKeyCommand(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): WorkspaceKeyCommand | null {
  const el = e.target as { tagName?: string; isContentEditable?: boolean } | null;
  const typing = Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? '')));
  const key = e.key.toLowerCase();
  if (e.altKey) return null;
  if (e.ctrlKey || e.metaKey) {
    if (key === 'k' && !e.shiftKey) return 'palette';
    if (typing) return null;
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !e.shiftKey) return 'redo';
    return null;
  }
  return !typing && e.key === '?' ? 'shortcuts' : null;
}
