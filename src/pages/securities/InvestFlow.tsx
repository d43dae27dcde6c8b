// Invest in a sale: the gates still closed for the account, one modal each in the order the
// exchange checks them (protocol/account/securities.ts nextGate) — the US challenge (and, for a US
// person, the accredited-investor questionnaire), the prohibited-person question (and its warning
// when the answers block), the membership agreement, then the region's own: the AIFC terms or the
// El Salvador verification — then the amount and its confirmation. Every answer goes to the
// exchange and the state is read again, so the next modal is the next gate the exchange sees
// closed, and a returning user whose answers are kept goes straight to the amount.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import BigNumber from 'bignumber.js';
import { t } from '../../i18n';
import { formatAmount } from '../../format';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { AmountField } from '../../ui/AmountField';
import type { SecuritiesStoreInstance } from '../../models/account/securities';
import {
  nextGate,
  PROHIBITED_QUESTIONS,
  type ProhibitedAnswers,
  type SecuritiesGate,
  type SecuritiesSale,
} from '../../protocol/account/securities';
import type { TermsKind } from '../../protocol/account/terms-kinds';
import type { PublishedTerms } from '../../protocol/account/terms-due';

const errorOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

interface FlowProps {
  store: SecuritiesStoreInstance;
  sale: SecuritiesSale;
  /** The exchange wallet's available balance of the sale's currency. */
  available: number;
  onClose(): void;
}

export const InvestFlow = observer(function InvestFlow({ store, sale, available, onClose }: FlowProps) {
  const [phase, setPhase] = useState<'gates' | 'confirm' | 'done'>('gates');
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState('');
  const status = store.status;
  if (!status) {
    return (
      <Modal title={t('securities.investIn', { name: sale.name })} onClose={onClose}>
        <p className="ui-modal-body">{t('securities.loading')}</p>
      </Modal>
    );
  }
  const gate = nextGate(status, sale.region);
  if (phase === 'done') {
    return (
      <Modal title={t('securities.done.title')} onClose={onClose}>
        <p className="ui-modal-body" role="status">
          {done}
        </p>
        <CloseOnly onClose={onClose} />
      </Modal>
    );
  }
  if (gate) return <GateModal gate={gate} store={store} onClose={onClose} />;
  if (phase === 'confirm') {
    return (
      <ConfirmModal
        store={store}
        sale={sale}
        amount={amount}
        onBack={() => setPhase('gates')}
        onClose={onClose}
        onDone={(text) => {
          setDone(text);
          setPhase('done');
        }}
      />
    );
  }
  return (
    <AmountModal
      sale={sale}
      available={available}
      amount={amount}
      setAmount={setAmount}
      onClose={onClose}
      onNext={() => setPhase('confirm')}
    />
  );
});

function GateModal({ gate, store, onClose }: { gate: SecuritiesGate; store: SecuritiesStoreInstance; onClose(): void }) {
  switch (gate) {
    case 'enabled':
      return <Notice title={t('securities.disabled.title')} body={t('securities.disabled.body')} onClose={onClose} />;
    case 'us':
      return <UsModal store={store} onClose={onClose} />;
    case 'usAccredited':
      return <AccreditedModal store={store} onClose={onClose} />;
    case 'prohibited':
      return <ProhibitedModal store={store} onClose={onClose} />;
    case 'prohibitedBlocked':
      return <Notice title={t('securities.blocked.title')} body={t('securities.blocked.body')} onClose={onClose} alert />;
    case 'membership':
      return (
        <TermsModal
          store={store}
          kind="securities_membership"
          title={t('securities.membership.title')}
          body={t('securities.membership.body')}
          onClose={onClose}
        />
      );
    case 'aifc':
      return (
        <TermsModal
          store={store}
          kind="securities_aifc"
          title={t('securities.aifc.title')}
          body={t('securities.aifc.body')}
          onClose={onClose}
        />
      );
    case 'elSalvador':
      return <ElSalvadorModal store={store} onClose={onClose} />;
  }
}

function Notice({ title, body, onClose, alert }: { title: string; body: string; onClose(): void; alert?: boolean }) {
  return (
    <Modal title={title} onClose={onClose}>
      <p className="ui-modal-body" role={alert ? 'alert' : undefined}>
        {body}
      </p>
      <CloseOnly onClose={onClose} />
    </Modal>
  );
}

/** The foot of a modal that only informs: its one way out. */
function CloseOnly({ onClose }: { onClose(): void }) {
  return (
    <div className="ui-modal-actions">
      <button type="button" className="ui-button ui-button-primary" onClick={onClose}>
        {t('securities.close')}
      </button>
    </div>
  );
}

/** Runs an answer: busy while it goes, its refusal shown. */
function useAnswer() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    fn().then(
      () => setBusy(false),
      (err: unknown) => {
        setBusy(false);
        setError(errorOf(err));
      },
    );
  };
  return { busy, error, run };
}

function UsModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  return (
    <Modal title={t('securities.us.title')} onClose={onClose}>
      <p className="ui-modal-body">{t('securities.us.body')}</p>
      <div style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
        <button type="button" className="ui-button" disabled={busy} onClick={() => run(() => store.declareUsPerson(false))}>
          {t('securities.us.no')}
        </button>
        <button type="button" className="ui-button" disabled={busy} onClick={() => run(() => store.declareUsPerson(true))}>
          {t('securities.us.yes')}
        </button>
      </div>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-modal-actions">
        <button type="button" className="ui-button" onClick={onClose}>
          {t('securities.cancel')}
        </button>
      </div>
    </Modal>
  );
}

function AccreditedModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  const [income, setIncome] = useState('');
  const [netWorth, setNetWorth] = useState('');
  const [licensed, setLicensed] = useState(false);
  const [refused, setRefused] = useState(false);
  const number = (v: string) => (/^\d+(\.\d+)?$/.test(v) ? Number(v) : 0);
  return (
    <Modal title={t('securities.accredited.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(async () => {
            const s = await store.answerAccredited({ income: number(income), netWorth: number(netWorth), licensed });
            setRefused(s?.accredited !== true);
          });
        }}
      >
        <p className="ui-modal-body">{t('securities.accredited.body')}</p>
        <AmountField label={t('securities.accredited.income')} value={income} onChange={setIncome} />
        <AmountField label={t('securities.accredited.netWorth')} value={netWorth} onChange={setNetWorth} />
        <label className="ui-check">
          <input type="checkbox" checked={licensed} onChange={(e) => setLicensed(e.target.checked)} />
          {t('securities.accredited.licensed')}
        </label>
        {refused && (
          <p className="ui-field-error" role="alert">
            {t('securities.accredited.refused')}
          </p>
        )}
        <ModalActions
          cancelLabel={t('securities.cancel')}
          onCancel={onClose}
          confirmLabel={t('securities.accredited.submit')}
          disabled={busy}
          error={error}
        />
      </form>
    </Modal>
  );
}

function ProhibitedModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  const [answers, setAnswers] = useState<ProhibitedAnswers>({
    sanctioned: false,
    politicallyExposed: false,
    restrictedJurisdiction: false,
  });
  return (
    <Modal title={t('securities.prohibited.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(() => store.answerProhibited(answers));
        }}
      >
        <p className="ui-modal-body">{t('securities.prohibited.body')}</p>
        {PROHIBITED_QUESTIONS.map((q) => (
          <label key={q} className="ui-check">
            <input type="checkbox" checked={answers[q]} onChange={(e) => setAnswers({ ...answers, [q]: e.target.checked })} />
            {t(`securities.prohibited.${q}`)}
          </label>
        ))}
        <ModalActions
          cancelLabel={t('securities.cancel')}
          onCancel={onClose}
          confirmLabel={t('securities.prohibited.submit')}
          disabled={busy}
          error={error}
        />
      </form>
    </Modal>
  );
}

function TermsModal({
  store,
  kind,
  title,
  body,
  onClose,
}: {
  store: SecuritiesStoreInstance;
  kind: TermsKind;
  title: string;
  body: string;
  onClose(): void;
}) {
  const { busy, error, run } = useAnswer();
  const [terms, setTerms] = useState<PublishedTerms | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    store.termsOf(kind).then(
      (x) => live && setTerms(x),
      (err: unknown) => live && setLoadError(t('securities.failed', { reason: errorOf(err) })),
    );
    return () => {
      live = false;
    };
  }, [store, kind]);
  return (
    <Modal title={title} onClose={onClose}>
      <p className="ui-modal-body">{body}</p>
      {terms && (
        <>
          <p className="ui-modal-body">
            <strong>{terms.title}</strong>
          </p>
          <div className="terms-text" tabIndex={0} aria-label={terms.title}>
            {terms.text}
          </div>
        </>
      )}
      <ModalActions
        cancelLabel={t('securities.cancel')}
        onCancel={onClose}
        confirmLabel={t('securities.acceptTerms')}
        onConfirm={() => terms && run(() => store.acceptTerms(kind, terms.modified))}
        disabled={busy || !terms}
        error={error ?? loadError}
      />
    </Modal>
  );
}

function ElSalvadorModal({ store, onClose }: { store: SecuritiesStoreInstance; onClose(): void }) {
  const { busy, error, run } = useAnswer();
  const [name, setName] = useState('');
  const [dui, setDui] = useState('');
  return (
    <Modal title={t('securities.elSalvador.title')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(() => store.verifyElSalvador(name, dui));
        }}
      >
        <p className="ui-modal-body">{t('securities.elSalvador.body')}</p>
        <label className="ui-form">
          <span className="ui-label">{t('securities.elSalvador.name')}</span>
          <input className="ui-input" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
        </label>
        <label className="ui-form">
          <span className="ui-label">{t('securities.elSalvador.document')}</span>
          <input className="ui-input" value={dui} onChange={(e) => setDui(e.target.value)} inputMode="numeric" />
        </label>
        <ModalActions
          cancelLabel={t('securities.cancel')}
          onCancel={onClose}
          confirmLabel={t('securities.elSalvador.submit')}
          disabled={busy}
          error={error}
        />
      </form>
    </Modal>
  );
}

/** What may be subscribed: within the sale's least and largest, and what is left of its target. */
function bounds(sale: SecuritiesSale) {
  const left = BigNumber.max(0, new BigNumber(sale.target).minus(sale.raised));
  return { min: new BigNumber(sale.min), max: BigNumber.min(sale.max, left), left };
}

const tokensOf = (sale: SecuritiesSale, amount: BigNumber) => amount.div(sale.price).decimalPlaces(8, BigNumber.ROUND_DOWN);

function AmountModal(p: {
  sale: SecuritiesSale;
  available: number;
  amount: string;
  setAmount(v: string): void;
  onClose(): void;
  onNext(): void;
}) {
  const { sale } = p;
  const { min, max, left } = bounds(sale);
  const value = /^(\d+\.?\d*|\.\d+)$/.test(p.amount) ? new BigNumber(p.amount) : null;
  const valid = value !== null && value.gte(min) && value.lte(max);
  return (
    <Modal title={t('securities.investIn', { name: sale.name })} onClose={p.onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) p.onNext();
        }}
      >
        <AmountField
          label={t('securities.amount.field', { currency: sale.currency })}
          value={p.amount}
          onChange={p.setAmount}
          error={valid ? null : t('securities.amount.invalid', { min: min.toFixed(), max: max.toFixed() })}
          hint={
            <>
              <p className="dim">
                {t('securities.amount.limits', {
                  min: formatAmount(sale.min, 2),
                  max: formatAmount(sale.max, 2),
                  left: formatAmount(left.toNumber(), 2),
                  currency: sale.currency,
                })}
              </p>
              <p className="dim">{t('securities.amount.available', { amount: formatAmount(p.available), currency: sale.currency })}</p>
              {valid && (
                <p className="dim">
                  {t('securities.amount.tokens', {
                    tokens: tokensOf(sale, value).toFixed(),
                    token: sale.token,
                    price: formatAmount(sale.price, 2),
                    currency: sale.currency,
                  })}
                </p>
              )}
            </>
          }
        />
        <ModalActions cancelLabel={t('securities.cancel')} onCancel={p.onClose} confirmLabel={t('securities.continue')} disabled={!valid} />
      </form>
    </Modal>
  );
}

function ConfirmModal(p: {
  store: SecuritiesStoreInstance;
  sale: SecuritiesSale;
  amount: string;
  onBack(): void;
  onClose(): void;
  onDone(text: string): void;
}) {
  const { busy, error, run } = useAnswer();
  const { sale } = p;
  const amount = new BigNumber(p.amount);
  return (
    <Modal title={t('securities.confirm.title')} onClose={p.onClose}>
      <p className="ui-modal-body">
        {t('securities.confirm.body', {
          amount: amount.toFixed(),
          currency: sale.currency,
          name: sale.name,
          tokens: tokensOf(sale, amount).toFixed(),
          token: sale.token,
        })}
      </p>
      <ModalActions
        cancelLabel={t('securities.cancel')}
        onCancel={p.onBack}
        confirmLabel={t('securities.confirm.submit')}
        onConfirm={() => run(async () => p.onDone(await p.store.subscribe(sale.id, amount.toFixed())))}
        disabled={busy}
        error={error}
      />
    </Modal>
  );
}
