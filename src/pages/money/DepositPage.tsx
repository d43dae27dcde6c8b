// Deposit (/deposit): a method and a wallet, the address to send to (as text and as a QR code
// drawn by the `qrcode` library), a new address on request, the embedded exchange's test chain to
// try a deposit end to end, and the recent deposits, which move from pending to completed. In
// paper trading a test-chain deposit of a real currency is stopped by the demo block (demo-block.ts).
import { currencyLabel } from '../../format';
import './messages';
import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import QRCode from 'qrcode';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import type { WalletType } from '../../protocol/account/wallet';
import { MethodWalletFields } from './MethodWalletFields';
import { AmountField } from '../../ui/AmountField';
import { errorMessage, numericError } from '../../ui/field-error';
import { MovementsTable } from './MovementsTable';
import { MoneyTabs } from './MoneyTabs';
import { FormOutcome } from '../../ui/FormOutcome';
import { CopyField } from '../../ui/CopyField';
import { useMoneyLoaded } from './use-money';
import { useAuth } from '../../app/auth';
import { RequiredLevelModal } from '../../ui/RequiredLevelModal';
import { neededLevelOf } from '../../protocol/account/trading-access';
import './money.css';
import { WriteButton } from '../../app/write-gate';
import { lazyPage } from '../../app/lazy-page';
import { demoBlocked } from './demo-block';
import { HelpAction, Refusal } from '../../app/HelpAction';
import { agreementRefused } from '../../protocol/account/currency-agreement';

/** Loaded when first shown (src/app/modals): not part of the first load. */
const DemoBlockModal = lazyPage(() => import('../../app/modals/DemoBlockModal'));
const CurrencyAgreementModal = lazyPage(() => import('../../app/modals/CurrencyAgreementModal'));

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default observer(function DepositPage() {
  const { account } = useStore();
  const money = account.money;
  useMoneyLoaded(money, account.signedIn);
  const methods = money.methods.filter((m) => m.crypto && m.method !== 'lnx');
  const [method, setMethod] = useState('');
  const [wallet, setWallet] = useState<WalletType>('exchange');
  const [address, setAddress] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testAmount, setTestAmount] = useState('');
  const [testNote, setTestNote] = useState<string | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const chosen = methods.find((m) => m.method === method) ?? methods[0];
  // A deposit refused for the account's level: the required-level modal, with the way to verify.
  const [required, setRequired] = useState<string | null>(null);
  const auth = useAuth();
  const [demoBlock, setDemoBlock] = useState(false);
  /** The currency whose own agreement the exchange asks before showing its address. */
  const [agreement, setAgreement] = useState<string | null>(null);

  const fetchAddress = (renew: boolean) => {
    if (!chosen || !account.signedIn) return;
    setError(null);
    setNote(null);
    money
      .depositAddress(chosen.method, wallet, renew)
      .then((a) => {
        setAddress(a);
        if (renew) setNote(t('deposit.newAddressDone'));
      })
      .catch((err: unknown) => {
        setAddress(null);
        setError(message(err));
        setRequired(neededLevelOf(message(err)) ?? null);
        setAgreement(agreementRefused(message(err)));
      });
  };
  // The address of the method and wallet shown: asked again whenever they change.
  useEffect(() => fetchAddress(false), [chosen?.method, wallet, account.signedIn]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    let live = true;
    setQr(null);
    if (address) void QRCode.toDataURL(address, { margin: 1, width: 168 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [address]);

  const testErr = errorMessage(numericError(testAmount));
  const sendTest = () => {
    if (!address || testErr) return;
    if (chosen && demoBlocked(account.paper.on, chosen.currency)) {
      setDemoBlock(true);
      return;
    }
    setTestError(null);
    setTestNote(null);
    money
      .sendTest(address, testAmount.trim())
      .then((text) => {
        setTestNote(text);
        setTestAmount('');
      })
      .catch((err: unknown) => setTestError(message(err)));
  };

  return (
    <section className="mn account-page" aria-label={t('deposit.title')}>
      <MoneyTabs />
      <div className="mn-body">
        <div className="mn-form">
          <div className="md-title">
            <h1>{t('deposit.title')}</h1>
            <HelpAction tag="deposit" />
          </div>
          {methods.length === 0 ? (
            <p className="dim">{money.methods.length === 0 ? t('app.loading') : t('deposit.noMethods')}</p>
          ) : (
            <>
              <MethodWalletFields
                methods={methods}
                method={chosen?.method ?? ''}
                onMethod={setMethod}
                wallet={wallet}
                onWallet={setWallet}
              />
              {chosen && <p className="dim mn-note">{t('deposit.intro', { currency: currencyLabel(chosen.currency) })}</p>}
              {error && <Refusal tag="deposit">{error}</Refusal>}
              {address && (
                <div className="mn-address">
                  {qr ? <img src={qr} alt={t('deposit.qr')} width={168} height={168} /> : <div className="mn-qr-space" />}
                  <CopyField label={t('deposit.address')} value={address} />
                  <WriteButton scope="wallets" type="button" className="ui-button" onClick={() => fetchAddress(true)}>
                    {t('deposit.newAddress')}
                  </WriteButton>
                  {note && <p className="dim mn-note">{note}</p>}
                </div>
              )}
              {address && (
                <form
                  className="mn-test"
                  aria-label={t('deposit.test')}
                  onSubmit={(e) => {
                    e.preventDefault();
                    sendTest();
                  }}
                >
                  <h2>{t('deposit.test')}</h2>
                  <p className="dim mn-note">{t('deposit.testIntro')}</p>
                  <AmountField label={t('deposit.testAmount')} value={testAmount} onChange={setTestAmount} error={testErr} />
                  <button type="submit" className="ui-button ui-button-primary" disabled={Boolean(testErr)}>
                    {t('deposit.testSend')}
                  </button>
                  <FormOutcome done={testNote} error={testError} />
                </form>
              )}
            </>
          )}
        </div>
        <MovementsTable kind="deposit" label={t('money.movements.deposits')} />
      </div>
      {required && (
        <RequiredLevelModal
          action={t('deposit.title')}
          needed={required}
          level={auth.user?.verificationLevelName ?? 'BASIC'}
          onClose={() => setRequired(null)}
        />
      )}
      {agreement && (
        <Suspense fallback={null}>
          <CurrencyAgreementModal
            currency={agreement}
            label={currencyLabel(agreement)}
            action="deposit"
            onAccepted={() => {
              setAgreement(null);
              fetchAddress(false);
            }}
            onCancel={() => setAgreement(null)}
          />
        </Suspense>
      )}
      {demoBlock && chosen && (
        <Suspense fallback={null}>
          <DemoBlockModal
            action="deposit"
            currency={currencyLabel(chosen.currency)}
            onContinue={() => {
              setDemoBlock(false);
              sendTest();
            }}
            onCancel={() => setDemoBlock(false)}
          />
        </Suspense>
      )}
    </section>
  );
});
