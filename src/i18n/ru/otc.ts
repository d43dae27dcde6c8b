// Русский: the OTC desk page's messages (translation of ../otc.ts).
import type { otcMessages } from '../otc';

export const messages: Record<keyof typeof otcMessages, string> = {
  'otc.title': 'OTC-деск',
  'otc.intro':
    'Твёрдая цена биржи на всю сумму, действует {seconds} секунд: {spread} в обе стороны от середины стакана. Принятые котировки исполняются в вашем биржевом кошельке.',
  'otc.pair': 'Пара',
  'otc.side': 'Сторона',
  'otc.side.name': '{side, select, buy {Покупка} sell {Продажа} other {{side}}}',
  'otc.amount': 'Сумма ({currency})',
  'otc.amountInvalid': 'Введите положительную сумму.',
  'otc.available': 'Доступно: {amount} {currency}',
  'otc.getQuote': 'Получить котировку',
  'otc.acceptQuote': 'Принять котировку',
  'otc.quote': 'Твёрдая котировка',
  'otc.quote.deal': '{side, select, buy {Купить} sell {Продать} other {{side}}} {amount} {base} по {price} {quote}',
  'otc.quote.total': '{side, select, buy {Вы платите} sell {Вы получаете} other {Итого}} {total} {quote}',
  'otc.quote.left': 'Действует ещё {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}',
  'otc.quote.lapsed': 'Срок котировки истёк, она не принята. Запросите новую.',
  'otc.history': 'Ваши котировки',
  'otc.history.empty': 'Котировок пока нет: запросите первую выше.',
  'otc.col':
    '{id, select, time {Время} id {ID} pair {Пара} side {Сторона} amount {Сумма} price {Цена} total {Итого} status {Статус} other {{id}}}',
  'otc.status': '{status, select, FIRM {Действует} ACCEPTED {Принята} LAPSED {Истекла} other {{status}}}',
};
