// The precision (P0–P4) and rows (25/100) pickers every book widget shows in its toolbar.
import { t } from '../i18n';
import { BOOK_LENGTHS, BOOK_PRECISIONS, type BookLength, type BookPrecision } from '../models/books';
import { Segmented } from './Segmented';

export function BookDepthControls({
  prec,
  len,
  onChange,
}: {
  prec: BookPrecision;
  len: BookLength;
  onChange(next: { prec: BookPrecision; len: BookLength }): void;
}) {
  return (
    <>
      <Segmented
        label={t('book.precision')}
        value={prec}
        options={BOOK_PRECISIONS.map((p) => ({ value: p, label: p, title: t('book.precisionOption', { prec: p }) }))}
        onChange={(next) => onChange({ prec: next, len })}
      />
      <Segmented
        label={t('book.rows')}
        value={len}
        options={BOOK_LENGTHS.map((l) => ({ value: l, label: l, title: t('book.rowsOption', { rows: l }) }))}
        onChange={(next) => onChange({ prec, len: next })}
      />
    </>
  );
}
