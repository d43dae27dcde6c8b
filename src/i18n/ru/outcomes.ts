// Русский: the account stream's outcome messages (translation of ../outcomes.ts).
import type { outcomeMessages } from '../outcomes';

export const messages: Record<keyof typeof outcomeMessages, string> = {
  'common.ambiguousNumber': '«{text}» можно прочесть как {decimal} или {whole}: введите число без разделителя разрядов.',
  'outcome.bought': 'Куплено {amount} {base} по {price}',
  'outcome.sold': 'Продано {amount} {base} по {price}',
  'outcome.partial': '{side, select, buy {Куплено} other {Продано}} пока {filled} из {amount} {base} по {price}',
  'outcome.cancelled': 'Отменён: {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}',
  'outcome.cancelledPartly': 'Отменён: {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}, исполнено {filled}',
  'outcome.cancelledByOco': 'Отменён связанным ордером OCO: {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}',
  'outcome.cancelledByOcoPartly':
    'Отменён связанным ордером OCO: {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}, исполнено {filled}',
  'outcome.expired': 'Истёк: {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}',
  'outcome.expiredPartly': 'Истёк: {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}, исполнено {filled}',
  'outcome.ended': 'Завершён биржей ({reason}): {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}',
  'outcome.endedPartly':
    'Завершён биржей ({reason}): {type}, {side, select, buy {покупка} other {продажа}} {amount} {base}, исполнено {filled}',
  'outcome.positionOpened': 'Позиция открыта: {side, select, long {лонг} other {шорт}} {amount} {pair} по {price}',
  'outcome.positionClosed': 'Позиция закрыта: {pair}',
  'outcome.positionLiquidated': 'Позиция ликвидирована: {pair}',
  'outcome.offerTaken': '{side, select, lend {Выдано} other {Взято}} {amount} {currency} под {rate} в день на {period} дн.',
  'outcome.offerCancelled': 'Предложение финансирования отменено: {side, select, lend {выдача} other {заём}} {amount} {currency}',
  'outcome.loanClosed': 'Заём закрыт: {amount} {currency} вернулись в кошелёк финансирования',
  'outcome.creditClosed': 'Кредит закрыт: {amount} {currency} погашено',
  'outcome.depositPending': 'Поступило пополнение на {amount} {currency}, ожидаются подтверждения',
  'outcome.depositProcessing': 'Пополнение на {amount} {currency} обрабатывается',
  'outcome.depositCompleted': 'Пополнение на {amount} {currency} зачислено',
  'outcome.depositCancelled': 'Пополнение на {amount} {currency} отменено',
  'outcome.depositFailed': 'Пополнение на {amount} {currency} не удалось',
  'outcome.withdrawalPending': 'Вывод {amount} {currency} ждёт вашего подтверждения',
  'outcome.withdrawalProcessing': 'Вывод {amount} {currency} обрабатывается',
  'outcome.withdrawalCompleted': 'Вывод {amount} {currency} отправлен',
  'outcome.withdrawalCancelled': 'Вывод {amount} {currency} отменён; средства вернулись в кошелёк',
  'outcome.withdrawalFailed': 'Вывод {amount} {currency} не удался; средства вернулись в кошелёк',
};
