// The method and the wallet of a deposit or withdrawal: the two choices both forms start with.
import { currencyLabel } from '../../format';
import { t } from '../../i18n';
import { WALLET_TYPES, type WalletType } from '../../protocol/account/wallet';
import type { TxMethod } from '../../models/account/money';
import { SelectField } from '../../ui/SelectField';

export function MethodWalletFields({
  methods,
  method,
  onMethod,
  wallet,
  onWallet,
}: {
  methods: readonly TxMethod[];
  method: string;
  onMethod(method: string): void;
  wallet: WalletType;
  onWallet(wallet: WalletType): void;
}) {
  return (
    <>
      <SelectField
        label={t('money.method')}
        value={method}
        options={methods.map((m) => m.method)}
        onChange={onMethod}
        optionLabel={(v) => {
          const m = methods.find((x) => x.method === v);
          return m ? t('money.methodName', { label: m.label, currency: currencyLabel(m.currency) }) : v;
        }}
      />
      <SelectField
        label={t('money.wallet')}
        value={wallet}
        options={WALLET_TYPES}
        onChange={onWallet}
        optionLabel={(w) => t('wallets.type.name', { type: w })}
      />
    </>
  );
}
