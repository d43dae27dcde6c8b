// The user's own trades with their fees (te, then tu with the fee).
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatAmount, formatPrice, formatTime, pairLabel } from '../../format';

export const OwnTrades = observer(function OwnTrades() {
  const { account } = useStore();
  const trades = account.trades.list;
  if (trades.length === 0) return <p className="w-empty dim">{t('orders.tradesEmpty')}</p>;
  return (
    <table className="ui-table od-table" aria-label={t('orders.trades')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.pair')}</th>
          <th scope="col" className="num">
            {t('orders.amount')}
          </th>
          <th scope="col" className="num">
            {t('orders.price')}
          </th>
          <th scope="col" className="num">
            {t('orders.fee')}
          </th>
          <th scope="col">{t('orders.role')}</th>
          <th scope="col">{t('orders.created')}</th>
        </tr>
      </thead>
      <tbody>
        {trades.map((tr) => (
          <tr key={tr.id}>
            <td>{pairLabel(tr.symbol)}</td>
            <td className={`num ${tr.execAmount > 0 ? 'buy' : 'sell'}`}>{formatAmount(tr.execAmount)}</td>
            <td className="num">{formatPrice(tr.execPrice)}</td>
            <td className="num">{tr.fee === null ? '–' : `${formatAmount(tr.fee)} ${tr.feeCurrency ?? ''}`}</td>
            <td>{tr.maker === null ? '–' : t('orders.maker', { maker: tr.maker > 0 ? 'maker' : 'taker' })}</td>
            <td className="dim">{formatTime(tr.mtsCreate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
