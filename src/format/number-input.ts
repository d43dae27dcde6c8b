// A number as a person types or pastes it, read in the locale's marks (ru `1 234,56`, pt-BR
// `1.234,56`, en `1,234.56`) and, where it cannot be mistaken, in the other convention too: with
// both marks present the last one is the decimal mark (`1,234.56` in ru is 1234.56); a mark that
// repeats is a group mark (`1.234.567`); one mark that is not the locale's decimal mark and could
// be either (`1.234` in ru: 1.234 or 1234?) is refused as ambiguous rather than guessed. Spaces of
// any kind group digits. The result is the plain decimal text the models use (`1234.56`).
import { numberMarks } from './number';

export type NumberInput =
  | { ok: true; value: string }
  | { ok: false; reason: 'invalid' }
  /** The two ways the text reads, as plain decimals: with its mark as the decimal mark, and as a group mark. */
  | { ok: false; reason: 'ambiguous'; readings: [asDecimal: string, asWhole: string] };

export interface NumberMarks {
  decimal: string;
  group: string;
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;
/** 1 to 3 digits, then groups of exactly 3: the only way a group mark splits digits. */
const GROUPED = /^[1-9]\d{0,2}(?:x\d{3})+$/;

/** Digits split by `mark` as a group mark would split them, with nothing left over. */
const groupsWell = (digits: string, mark: string) => GROUPED.test(digits.split(mark).join('x'));

function plain(sign: string, int: string, fraction: string | undefined): NumberInput {
  const intPart = int === '' && fraction ? '0' : int;
  if (!/^\d+$/.test(intPart) || (fraction !== undefined && !/^\d*$/.test(fraction))) return { ok: false, reason: 'invalid' };
  return { ok: true, value: `${sign}${intPart}${fraction === undefined ? '' : `.${fraction}`}` };
}

/** `text` read as a number in the locale's marks (the ones numbers are shown with by default). */
export function parseNumberInput(text: string, marks: NumberMarks = numberMarks()): NumberInput {
  let s = text.replace(SPACES, '');
  if (s === '') return { ok: true, value: '' };
  let sign = '';
  if (/^[-−+]/.test(s)) {
    sign = s[0] === '+' ? '' : '-';
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s)) return { ok: false, reason: 'invalid' };
  const commas = s.split(',').length - 1;
  const dots = s.split('.').length - 1;

  if (commas > 0 && dots > 0) {
    // Both marks: the last is the decimal mark, and it comes once, after every group mark.
    const decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const at = s.lastIndexOf(decimal);
    const int = s.slice(0, at);
    if (s.indexOf(decimal) !== at || !groupsWell(int, group)) return { ok: false, reason: 'invalid' };
    return plain(sign, int.split(group).join(''), s.slice(at + 1));
  }
  const mark = commas > 0 ? ',' : dots > 0 ? '.' : undefined;
  if (mark === undefined) return plain(sign, s, undefined);
  if (commas + dots > 1) {
    // A mark that repeats groups digits.
    return groupsWell(s, mark) ? plain(sign, s.split(mark).join(''), undefined) : { ok: false, reason: 'invalid' };
  }
  const [int = '', fraction = ''] = s.split(mark);
  if (mark === marks.decimal || !groupsWell(s, mark)) return plain(sign, int, fraction);
  // One mark between digits as a group mark would put it: the locale's group mark groups; any
  // other mark (a dot in ru) could be a decimal mark as well, so it is not guessed.
  if (mark === marks.group) return plain(sign, `${int}${fraction}`, undefined);
  return { ok: false, reason: 'ambiguous', readings: [`${sign}${int}.${fraction}`, `${sign}${int}${fraction}`] };
}
