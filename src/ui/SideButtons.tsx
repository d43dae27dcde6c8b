// The two actions that end an order or offer form, the buying side first (buy / sell, lend /
// borrow), coloured by side.
import { type Blocked, blockedProps } from './write-blocked';
export interface SideAction {
  label: string;
  onClick(): void;
}

/** `blocked`: the session may not use them (the read-only context): each is marked disabled
 *  with the reason, and its use shows the warning instead. */
export function SideButtons({ buy, sell, blocked }: { buy: SideAction; sell: SideAction; blocked?: Blocked }) {
  const props = (side: 'buy' | 'sell', action: SideAction) =>
    blocked ? blockedProps(blocked, `ui-button of-${side}`) : { className: `ui-button of-${side}`, onClick: action.onClick };
  return (
    <div className="of-actions">
      <button type="button" {...props('buy', buy)}>
        {buy.label}
      </button>
      <button type="button" {...props('sell', sell)}>
        {sell.label}
      </button>
    </div>
  );
}
