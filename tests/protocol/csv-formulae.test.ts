// CSV cells are never formulas: text a spreadsheet would run (=, +, -, @, tab, CR first) is written
// with a leading ', while numbers — negative amounts included, as numbers or as their text — are
// written as they are, so the sheet still reads them as numbers.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA, CSV_WRITE_OPTIONS } from '../../src/protocol/account/csv-formulae';

const written = (cells: Array<string | number | null>) => Papa.unparse([cells], CSV_WRITE_OPTIONS);

describe('CSV cells', () => {
  it('writes a formula as text, prefixed with a quote mark', () => {
    expect(written(['=HYPERLINK("x")'])).toBe(`"'=HYPERLINK(""x"")"`);
    const back = Papa.parse<string[]>(written(['=HYPERLINK("x")', '@SUM(A1)', '+cmd', '-2+3', '\tx', '\rx'])).data[0];
    expect(back).toEqual([`'=HYPERLINK("x")`, `'@SUM(A1)`, `'+cmd`, `'-2+3`, `'\tx`, `'\rx`]);
  });

  it('leaves numbers as numbers, negative ones too, whether they come as numbers or as text', () => {
    expect(written([-0.5, '-0.5', '+1e-8', '-.25', '-12', 3])).toBe('-0.5,-0.5,+1e-8,-.25,-12,3');
    const back = Papa.parse(written([-0.5, '-0.5', 'deposit']), { dynamicTyping: true }).data[0];
    expect(back).toEqual([-0.5, -0.5, 'deposit']);
  });

  it('leaves ordinary text alone and tells formulas from numbers', () => {
    expect(written(['bc1qaddress', 'Deposit', ''])).toBe('bc1qaddress,Deposit,');
    for (const cell of ['=1+1', '-', '-0.5x', '- 1', '+', '@']) expect(CSV_FORMULA.test(cell), cell).toBe(true);
    for (const cell of ['-0.5', '0.5', '-1e5', '+7', 'a=b']) expect(CSV_FORMULA.test(cell), cell).toBe(false);
  });
});
