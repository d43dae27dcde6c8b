// A choice of wallet type (exchange, margin, funding) as a form row, named by its label.
import { t } from '../i18n';
import { WALLET_TYPES, type WalletType } from '../protocol/account/wallet';
import { SelectField } from './SelectField';

export function WalletTypeField({ label, value, onChange }: { label: string; value: WalletType; onChange(w: WalletType): void }) {
  return (
    <SelectField
      label={label}
      value={value}
      options={WALLET_TYPES}
      onChange={onChange}
      optionLabel={(w) => t('wallets.type.name', { type: w })}
    />
  );
}
