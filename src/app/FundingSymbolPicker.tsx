// The funding currency a funding widget shows (fUSD, fBTC…).
import { observer } from 'mobx-react-lite';
import { useStore } from './store-context';
import { t } from '../i18n';
import { pairLabel } from '../format';
import { FUNDING_CURRENCIES } from '../models/funding';
import { Options } from '../ui/Options';

export const FundingSymbolPicker = observer(function FundingSymbolPicker({
  value,
  onChange,
}: {
  value: string;
  onChange(symbol: string): void;
}) {
  const { markets } = useStore();
  const listed = markets.fundingSymbols.length > 0 ? [...markets.fundingSymbols] : [...FUNDING_CURRENCIES];
  const symbols = listed.includes(value) ? listed : [value, ...listed];
  return (
    <select className="ui-select" aria-label={t('funding.currency')} value={value} onChange={(e) => onChange(e.target.value)}>
      <Options values={symbols} label={pairLabel} />
    </select>
  );
});

export { parseFundingSymbol } from './funding-symbol';
