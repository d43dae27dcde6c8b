// Withdraw (/withdraw): a method and a wallet, the address (checked by the exchange as it is
// typed in, or chosen from the address book, and saved to it on request), the amount with what is
// available, the network fee and whether it comes off the amount, lightning's limits, the travel
// rule's questions above its threshold, and the recent withdrawals, each cancellable until sent.
// Every withdrawal is confirmed from the e-mail's link, which lands back here. In paper trading a
// withdrawal of a real currency is stopped by the demo block (demo-block.ts).
import './messages';
import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router';
import BigNumber from 'bignumber.js';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyLabel, formatAmount } from '../../format';
import type { WalletType } from '../../protocol/account/wallet';
import { MethodWalletFields } from './MethodWalletFields';
import { AmountField } from '../../ui/AmountField';
import { Check } from '../../ui/Check';
import { errorMessage, numericError } from '../../ui/field-error';
import { MovementsTable } from './MovementsTable';
import { MoneyTabs } from './MoneyTabs';
import { FormOutcome } from '../../ui/FormOutcome';
import { AddressBookPicker } from './AddressBookPicker';
import { NO_TRAVEL_ANSWERS, TravelRuleFields, travelRuleComplete, type TravelRuleAnswers } from './TravelRuleFields';
import { useMoneyLoaded } from './use-money';
import './money.css';
import { WriteBlockNote, WriteButton } from '../../app/write-gate';
import { lazyPage } from '../../app/lazy-page';
import { demoBlocked } from './demo-block';
import { checkAddress, travelRule } from './withdraw-lookups';
import { nextWithdrawAsk, withdrawAnswers, withdrawalCheckOn, type WithdrawAsk } from './withdraw-asks';
import { useAuth } from '../../app/auth';
import { HelpAction, Refusal } from '../../app/HelpAction';
import { isPermittedBeneficiary } from '../../protocol/account/beneficiary';
import type { BeneficiaryAnswer } from '../../app/modals/BeneficiaryModal';
import { callAccount } from '../../models/account/env';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';

/** Loaded when first shown (src/app/modals): not part of the first load. */
const DemoBlockModal = lazyPage(() => import('../../app/modals/DemoBlockModal'));
const CurrencyAgreementModal = lazyPage(() => import('../../app/modals/CurrencyAgreementModal'));
const BeneficiaryModal = lazyPage(() => import('../../app/modals/BeneficiaryModal'));
const EmailCodeModal = lazyPage(() => import('../../app/modals/EmailCodeModal'));

const LIGHTNING = { min: '0.000001', max: '0.02' };
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default observer(function WithdrawPage() {
  const { account } = useStore();
  const money = account.money;
  useMoneyLoaded(money, account.signedIn);
  const [params] = useSearchParams();
  const [method, setMethod] = useState('');
  const [wallet, setWallet] = useState<WalletType>('exchange');
  const [address, setAddress] = useState('');
  const [check, setCheck] = useState<{ valid: boolean; text: string } | null>(null);
  const [vasp, setVasp] = useState<string | null>(null);
  const [threshold, setThreshold] = useState(1000);
  const [usdRate, setUsdRate] = useState<string>('0');
  const [amount, setAmount] = useState('');
  const [deduct, setDeduct] = useState(false);
  const [paymentId, setPaymentId] = useState('');
  const [travel, setTravel] = useState<TravelRuleAnswers>(NO_TRAVEL_ANSWERS);
  const [saveAs, setSaveAs] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [demoBlock, setDemoBlock] = useState(false);
  const auth = useAuth();
  /** The modal asked now (withdraw-asks.ts), the currencies agreed and this withdrawal's beneficiary. */
  const [ask, setAsk] = useState<WithdrawAsk | null>(null);
  const [agreed, setAgreed] = useState<readonly string[]>([]);
  const [beneficiary, setBeneficiary] = useState<BeneficiaryAnswer | null>(null);

  const methods = money.methods;
  const chosen = methods.find((m) => m.method === method) ?? methods[0];
  const currency = chosen?.currency ?? '';
  const lightning = chosen?.method === 'lnx';
  /** The account's withdrawal check, from its security settings (a key session cannot read them:
   *  the check then counts as on, the exchange's default). */
  const [withdrawalCheck, setWithdrawalCheck] = useState(true);
  useEffect(() => {
    if (!account.signedIn) return;
    let live = true;
    void money.loadBook().catch(() => undefined);
    callAccount(account, ACCOUNT_CALLS.securitySettings, {})
      .then((settings) => live && setWithdrawalCheck(withdrawalCheckOn(settings)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [account, money, account.signedIn]);
  useEffect(() => {
    if (!currency || !account.signedIn) return;
    let live = true;
    account.wallets
      .usdRate(currency)
      .then((r) => live && setUsdRate(r))
      .catch(() => live && setUsdRate('0'));
    return () => {
      live = false;
    };
  }, [account.wallets, account.signedIn, currency]);

  /** The exchange's word on the address (format, and whose it is for the travel rule). */
  const checkNow = (typed: string) => {
    setCheck(null);
    setVasp(null);
    const a = typed.trim();
    if (!a || !chosen || !chosen.crypto || lightning) return;
    checkAddress(account, currency, a)
      .then((r) =>
        setCheck(
          r.valid
            ? { valid: true, text: t('withdraw.addressValid', { currency: currencyLabel(currency) }) }
            : { valid: false, text: r.message ?? '' },
        ),
      )
      .catch((err: unknown) => setCheck({ valid: false, text: message(err) }));
    travelRule(account, a)
      .then((r) => {
        setThreshold(r.thresholdUsd);
        setVasp(r.vasp);
        if (r.vasp) setTravel((tr) => ({ ...tr, destination: 'vasp', vaspName: tr.vaspName || r.vasp! }));
      })
      .catch(() => undefined);
  };

  const fee = new BigNumber(chosen?.fee ?? 0);
  const available = chosen ? account.wallets.available(wallet, currency) : new BigNumber(0);
  const amountErr = errorMessage(numericError(amount));
  const value = amountErr ? new BigNumber(0) : new BigNumber(amount);
  const sent = deduct ? value.minus(fee) : value;
  const total = deduct ? value : value.plus(fee);
  const lightningErr = lightning && !amountErr && (sent.lt(LIGHTNING.min) || sent.gt(LIGHTNING.max));
  const usd = sent.times(usdRate);
  // Unknown rate: ask the questions anyway, the exchange decides.
  const travelAsked = !amountErr && (new BigNumber(usdRate).isZero() || usd.gte(threshold));
  const overBalance = !amountErr && total.gt(available);
  const ready =
    Boolean(chosen) &&
    address.trim() !== '' &&
    check?.valid !== false &&
    !amountErr &&
    !lightningErr &&
    !overBalance &&
    sent.gt(0) &&
    (!travelAsked || travelRuleComplete(travel));

  /** Asks what is still to ask (withdraw-asks.ts), then sends; `state` is what the asks gave. */
  const submit = async (state: { agreed?: readonly string[]; beneficiary?: BeneficiaryAnswer | null } = {}) => {
    if (!chosen || !ready) return;
    if (demoBlocked(account.paper.on, currency)) {
      setDemoBlock(true);
      return;
    }
    const given = state.beneficiary !== undefined ? state.beneficiary : beneficiary;
    const next = nextWithdrawAsk({
      currency,
      agreed: state.agreed ?? agreed,
      travelAsked,
      beneficiaryDeclared: given !== null,
      tfaTypes: auth.user?.tfaTypes,
      withdrawalCheck,
    });
    setError(null);
    setDone(null);
    if (next) return setAsk(next);
    await send(given).catch((err: unknown) => setError(message(err)));
  };

  /** Sends the withdrawal (with the mailed code when there is one); a refusal is thrown. */
  const send = async (given: BeneficiaryAnswer | null, emailCode?: string) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const text = await money.withdraw({
        wallet,
        method: chosen.method,
        amount: amount.trim(),
        address: address.trim(),
        feeDeduct: deduct,
        paymentId: paymentId.trim() || undefined,
        travelRule: travelAsked
          ? {
              firstName: travel.firstName.trim(),
              lastName: travel.lastName.trim(),
              vasp: travel.destination === 'self' ? 'self-hosted' : travel.vaspName.trim(),
            }
          : undefined,
        more: withdrawAnswers(travelAsked ? given : null, emailCode),
      });
      if (saveAs !== null) await money.addToBook(chosen.method, address.trim(), saveAs.trim()).catch(() => undefined);
      setAsk(null);
      setBeneficiary(null);
      setDone(text);
      setAmount('');
      setTravel(NO_TRAVEL_ANSWERS);
    } finally {
      setBusy(false);
    }
  };
  const cancelAsk = () => {
    setAsk(null);
    setBeneficiary(null);
  };

  const confirmed = params.get('confirmed');
  const confirmError = params.get('confirm_error');
  return (
    <section className="mn account-page" aria-label={t('withdraw.title')}>
      <MoneyTabs />
      {confirmed && (
        <p className="mn-banner mn-banner-ok" role="status">
          {t('withdraw.confirmed', { id: confirmed })}
        </p>
      )}
      {confirmError && (
        <p className="mn-banner mn-banner-bad" role="alert">
          {t('withdraw.confirmError', { reason: confirmError })}
        </p>
      )}
      <div className="mn-body">
        <form
          className="mn-form"
          aria-label={t('withdraw.title')}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="md-title">
            <h1>{t('withdraw.title')}</h1>
            <HelpAction tag="withdraw" />
          </div>
          <p className="dim mn-note">{t('withdraw.emailNote')}</p>
          <MethodWalletFields
            methods={methods}
            method={chosen?.method ?? ''}
            onMethod={(m) => {
              setMethod(m);
              setAddress('');
              setCheck(null);
            }}
            wallet={wallet}
            onWallet={setWallet}
          />
          <label className="ui-form">
            <span className="ui-label">{t('withdraw.address')}</span>
            <input
              className="ui-input mn-mono"
              value={address}
              placeholder={lightning ? t('withdraw.invoice') : undefined}
              aria-invalid={check?.valid === false ? true : undefined}
              onChange={(e) => {
                setAddress(e.target.value);
                setCheck(null);
              }}
              onBlur={(e) => checkNow(e.target.value)}
            />
          </label>
          {check && (
            <p className={check.valid ? 'mn-ok' : 'ui-field-error'}>
              {vasp && check.valid ? t('withdraw.addressVasp', { vasp }) : check.text}
            </p>
          )}
          {chosen && (
            <AddressBookPicker
              method={chosen.method}
              currency={currency}
              address={address}
              saveAs={saveAs}
              onSaveAs={setSaveAs}
              onPick={(a) => {
                setAddress(a);
                checkNow(a);
              }}
            />
          )}
          {chosen?.method === 'ripple' && (
            <label className="ui-form">
              <span className="ui-label">{t('withdraw.paymentId')}</span>
              <input className="ui-input" value={paymentId} onChange={(e) => setPaymentId(e.target.value)} />
            </label>
          )}
          <AmountField
            label={t('withdraw.amount')}
            value={amount}
            onChange={setAmount}
            error={amountErr}
            hint={
              <p className="dim mn-note">
                {t('withdraw.available', { amount: formatAmount(available.toNumber()), currency: currencyLabel(currency) })}{' '}
                <button
                  type="button"
                  className="mn-link"
                  onClick={() => setAmount(BigNumber.max(available.minus(deduct ? 0 : fee), 0).toFixed())}
                >
                  {t('withdraw.max')}
                </button>
              </p>
            }
          />
          {chosen && <p className="dim mn-note">{t('withdraw.fee', { fee: fee.toFixed(), currency: currencyLabel(currency) })}</p>}
          <Check label={t('withdraw.deductFee')} checked={deduct} onChange={setDeduct} />
          {!amountErr && sent.gt(0) && (
            <p className="mn-note" data-testid="withdraw-sums">
              {t('withdraw.receive', { amount: sent.toFixed(), total: total.toFixed(), currency: currencyLabel(currency) })}
            </p>
          )}
          {lightning && <p className={lightningErr ? 'ui-field-error' : 'dim mn-note'}>{t('withdraw.lightningLimits', LIGHTNING)}</p>}
          {overBalance && (
            <p className="ui-field-error">
              {t('withdraw.available', { amount: formatAmount(available.toNumber()), currency: currencyLabel(currency) })}
            </p>
          )}
          {travelAsked && <TravelRuleFields threshold={threshold} value={travel} onChange={setTravel} />}
          <WriteBlockNote scope="withdraw" />
          <WriteButton scope="withdraw" type="submit" className="ui-button ui-button-primary" disabled={busy || !ready}>
            {t('withdraw.submit')}
          </WriteButton>
          <FormOutcome done={done} error={null} />
          {error && <Refusal tag="withdraw">{error}</Refusal>}
        </form>
        <MovementsTable kind="withdrawal" label={t('money.movements.withdrawals')} />
      </div>
      {demoBlock && (
        <Suspense fallback={null}>
          <DemoBlockModal
            action="withdraw"
            currency={currencyLabel(currency)}
            onContinue={() => {
              setDemoBlock(false);
              void submit();
            }}
            onCancel={() => setDemoBlock(false)}
          />
        </Suspense>
      )}
      {ask === 'agreement' && (
        <Suspense fallback={null}>
          <CurrencyAgreementModal
            currency={currency}
            label={currencyLabel(currency)}
            action="withdraw"
            onAccepted={() => {
              const now = [...agreed, currency];
              setAgreed(now);
              setAsk(null);
              void submit({ agreed: now });
            }}
            onCancel={cancelAsk}
          />
        </Suspense>
      )}
      {ask === 'beneficiary' && (
        <Suspense fallback={null}>
          <BeneficiaryModal
            name={`${travel.firstName.trim()} ${travel.lastName.trim()}`}
            threshold={threshold}
            permitted={isPermittedBeneficiary(auth.user?.verificationLevel ?? 0)}
            onAnswer={(answer) => {
              setBeneficiary(answer);
              setAsk(null);
              void submit({ beneficiary: answer });
            }}
            onCancel={cancelAsk}
          />
        </Suspense>
      )}
      {ask === 'code' && (
        <Suspense fallback={null}>
          <EmailCodeModal
            action="withdraw"
            email={auth.user?.email ?? ''}
            onCode={(code) => send(beneficiary, code)}
            onLink={() => {
              setAsk(null);
              void send(beneficiary).catch((err: unknown) => setError(message(err)));
            }}
            onCancel={cancelAsk}
          />
        </Suspense>
      )}
    </section>
  );
});
