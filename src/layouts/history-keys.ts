// The keys of layout undo and redo.
/** Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z or Ctrl+Y redoes: not while typing in a field, whose own
 *  undo the keys belong to. */
export function historyCommand(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>,
): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const el = e.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''))) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}
