// The workspace's own keys: Ctrl+K (⌘K) opens the command palette, Ctrl+Z undoes a layout change,
// Ctrl+Shift+Z or Ctrl+Y redoes it, ? shows the shortcuts, and the layout without a mouse:
// Alt+] and Alt+[ move to the next and previous panel, Alt+. and Alt+, to the next and previous tab
// of a panel, Alt+M maximises or restores the panel, Alt+W closes the widget shown in it. None of
// them while typing in a field, whose own keys they are (but Ctrl+K, which no field uses, and the
// moves between panels, which leave the field). Alt's keys are read by their place on the
// keyboard (code), so they are the same keys where Alt types a character (macOS, AltGr layouts).
export type PanelKeyCommand = 'nextPanel' | 'previousPanel' | 'nextTab' | 'previousTab' | 'maximise' | 'closePanel';
export type WorkspaceKeyCommand = 'palette' | 'undo' | 'redo' | 'shortcuts' | PanelKeyCommand;

export const WORKSPACE_SHORTCUTS: ReadonlyArray<{
  keys: string;
  what: 'palette' | 'undo' | 'redo' | 'panels' | 'tabs' | 'maximise' | 'closePanel' | 'help';
}> = [
  { keys: 'Ctrl+K', what: 'palette' },
  { keys: 'Ctrl+Z', what: 'undo' },
  { keys: 'Ctrl+Shift+Z', what: 'redo' },
  { keys: 'Alt+] / Alt+[', what: 'panels' },
  { keys: 'Alt+. / Alt+,', what: 'tabs' },
  { keys: 'Alt+M', what: 'maximise' },
  { keys: 'Alt+W', what: 'closePanel' },
  { keys: '?', what: 'help' },
];

const ALT_KEYS: Record<string, PanelKeyCommand> = {
  BracketRight: 'nextPanel',
  BracketLeft: 'previousPanel',
  Period: 'nextTab',
  Comma: 'previousTab',
  KeyM: 'maximise',
  KeyW: 'closePanel',
};

export function workspaceKeyCommand(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): WorkspaceKeyCommand | null {
  const el = e.target as { tagName?: string; isContentEditable?: boolean } | null;
  const typing = Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? '')));
  const key = e.key.toLowerCase();
  if (e.altKey) {
    if (e.ctrlKey || e.metaKey || e.shiftKey) return null;
    const command = ALT_KEYS[e.code];
    if (!command || (typing && command !== 'nextPanel' && command !== 'previousPanel')) return null;
    return command;
  }
  if (e.ctrlKey || e.metaKey) {
    if (key === 'k' && !e.shiftKey) return 'palette';
    if (typing) return null;
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !e.shiftKey) return 'redo';
    return null;
  }
  return !typing && e.key === '?' ? 'shortcuts' : null;
}
