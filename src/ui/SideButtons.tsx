// The two actions that end an order or offer form, the buying side first (buy / sell, lend /
// borrow), coloured by side.
export interface SideAction {
  label: string;
  onClick(): void;
}

export function SideButtons({ buy, sell }: { buy: SideAction; sell: SideAction }) {
  return (
    <div className="of-actions">
      <button type="button" className="ui-button of-buy" onClick={buy.onClick}>
        {buy.label}
      </button>
      <button type="button" className="ui-button of-sell" onClick={sell.onClick}>
        {sell.label}
      </button>
    </div>
  );
}
