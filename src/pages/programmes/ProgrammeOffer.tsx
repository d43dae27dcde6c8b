// What the pages of the programmes an account opts into (payments, competitions) do alike: once
// signed in they read the account's programmes and the page's own list; an account not in the
// programme is offered to enable it (the exchange decides); a refusal of any of it is shown.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Programme } from '../../protocol/programmes/competitions';

export const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** What the page asks of its store (models/account/programmes.ts: PayStore, CompetitionsStore). */
interface ProgrammeStore {
  readonly loaded: boolean;
  on(p: Programme): boolean;
  loadFlags(): Promise<unknown>;
  reload(): Promise<unknown>;
  enable(p: Programme): Promise<unknown>;
}

/** Loads the programmes and the page's list once signed in; `enable` opts into `programme`.
 *  `error` is the page's one refusal line (the page sets it for its own calls too). */
export function useProgramme(store: ProgrammeStore, programme: Programme, signedIn: boolean) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    void Promise.all([store.loadFlags(), store.reload()]).catch((err: unknown) => setError(errorOf(err)));
  }, [signedIn, store]);
  const enable = () => {
    setError(null);
    void store.enable(programme).catch((err: unknown) => setError(errorOf(err)));
  };
  return { error, setError, enable };
}

/** The offer to enable the programme (to an account not in it, once its programmes are read),
 *  then the page's refusal, if any. */
export const ProgrammeOffer = observer(function ProgrammeOffer(p: {
  store: ProgrammeStore;
  programme: Programme;
  why: string;
  label: string;
  onEnable(): void;
  error: string | null;
}) {
  return (
    <>
      {p.store.loaded && !p.store.on(p.programme) && (
        <div className="prog-enable">
          <p className="dim">{p.why}</p>
          <button type="button" className="ui-button ui-button-primary" onClick={p.onEnable}>
            {p.label}
          </button>
        </div>
      )}
      {p.error && (
        <p className="ui-field-error" role="alert">
          {p.error}
        </p>
      )}
    </>
  );
});
