// The text of a number field as the person typed or pasted it, read in the locale's marks
// (parseNumberInput): the owner gets the plain decimal (`1234.56` for a Russian `1 234,56`) while
// the field keeps showing what was typed. A value the owner sets (a price from the book, a share
// of the balance) replaces the text. Text that reads two ways is not guessed: the owner gets ''
// (no number yet) and the field says why; text that is no number at all goes to the owner as it
// is, for its own validation to name.
import { useState } from 'react';
import { t } from '../i18n';
import { formatAmount } from '../format';
import { parseNumberInput } from '../format/number-input';
// Its message is one of the outcomes' (added just after the first paint): not in the first load.
import './outcome-messages';

export interface NumberText {
  text: string;
  /** Why the text is not read as a number, when the field itself must say so. */
  error: string | undefined;
  input(text: string): void;
}

/** A reading as the locale shows it, every decimal kept. */
const shown = (plain: string) => formatAmount(plain, Math.max(0, plain.length - plain.indexOf('.') - 1)).replace(/\s/g, '');

export function useNumberText(value: string, onChange: (value: string) => void): NumberText {
  const [text, setText] = useState(value);
  const [reported, setReported] = useState(value);
  const [error, setError] = useState<string | undefined>(undefined);
  if (value !== reported) {
    // The owner set a value of its own.
    setReported(value);
    setText(value);
    setError(undefined);
  }
  const input = (typed: string) => {
    const read = parseNumberInput(typed);
    const next = read.ok ? read.value : read.reason === 'ambiguous' ? '' : typed.trim();
    setText(typed);
    setReported(next);
    setError(
      !read.ok && read.reason === 'ambiguous'
        ? t('common.ambiguousNumber', { text: typed.trim(), decimal: shown(read.readings[0]), whole: read.readings[1] })
        : undefined,
    );
    onChange(next);
  };
  return { text, error, input };
}
