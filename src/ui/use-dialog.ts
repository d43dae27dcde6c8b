// Which dialog of a panel is open (null: none): `open` shows one, `close` dismisses it, and
// `thenClose(action)` is a confirmation that does its action and closes the dialog.
import { useState } from 'react';

export function useDialog<D>() {
  const [dialog, setDialog] = useState<D | null>(null);
  const close = () => setDialog(null);
  const thenClose =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      action(...args);
      setDialog(null);
    };
  return { dialog, open: setDialog, close, thenClose };
}
