// What the staking, borrow and buy-with-cards pages share: the way to sign in, a period in words,
// an amount typed as a decimal, an error's text.
import { Link } from 'react-router';
import BigNumber from 'bignumber.js';
import { t } from '../../i18n';

export function SignInNote() {
  return (
    <p className="earn-signin">
      <Link className="link" to="/login">
        {t('earn.signIn')}
      </Link>
    </p>
  );
}

const UNITS: ReadonlyArray<[string, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** A period in words: the largest unit it is a whole number of (else seconds). */
export function periodText(ms: number): string {
  const [unit, size] = UNITS.find(([, size]) => ms >= size && ms % size === 0) ?? ['second', 1000];
  return t('earn.period', { unit, n: Math.round(ms / size) });
}

/** A positive decimal typed by hand, or null. */
export function typedAmount(text: string): BigNumber | null {
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const v = new BigNumber(text);
  return v.gt(0) ? v : null;
}

export const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function Outcome({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="earn-done" role="status">
          {done}
        </p>
      )}
    </>
  );
}
