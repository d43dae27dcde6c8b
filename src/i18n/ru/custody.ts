// Русский: the custody page's messages (translation of ../custody.ts).
import type { custodyMessages } from '../custody';

export const messages: Record<keyof typeof custodyMessages, string> = {
  'custody.title': 'Хранение',
  'custody.intro':
    '{partner}, регулируемый кастодиан, хранит ваши активы вне биржи. Откройте у него счёт хранения, затем переводите средства между биржевым кошельком и этим счётом. Кастодиан берёт {rate} в год от стоимости хранимого и фиксированную комиссию за перевод, удерживаемую из суммы перевода.',
  'custody.kyc': 'Счёт хранения',
  'custody.kyc.status':
    '{status, select, NOT_STARTED {Не открыт} PENDING {На проверке} APPROVED {Открыт} REJECTED {Отклонён} other {{status}}}',
  'custody.kyc.notStarted': 'У вас пока нет счёта хранения. Подайте заявку: кастодиан проверит ваши данные и примет решение.',
  'custody.kyc.pending': 'Кастодиан проверяет вашу заявку (подана {applied}); решение будет к {due}.',
  'custody.kyc.approved': 'Ваш счёт хранения открыт с {decided}.',
  'custody.kyc.rejected': 'Кастодиан отклонил вашу заявку {decided}: {reason}',
  'custody.onboard': 'Открыть счёт хранения',
  'custody.onboardAgain': 'Подать заявку снова',
  'custody.checkStatus': 'Проверить статус',
  'custody.fees': 'Комиссии',
  'custody.fees.custody':
    'Плата за хранение: {rate} в год ({bps} базисных пунктов) от стоимости хранимого, сейчас {fee} USD в год на ваши активы.',
  'custody.fees.transfer': 'Каждый перевод оплачивает комиссию своей валюты, удерживаемую из суммы; остальное зачисляется.',
  'custody.portfolio': 'Балансы и портфель',
  'custody.portfolio.total': 'Общая стоимость {total} USD',
  'custody.portfolio.updated': 'Индексные цены биржи на {time}',
  'custody.col':
    '{id, select, currency {Валюта} custody {Баланс хранения} exchange {Доступно в биржевом кошельке} index {Индексная цена (USD)} value {Стоимость (USD)} share {Доля} yearlyFee {Плата за хранение в год (USD)} transferFee {Комиссия за перевод} minTransfer {Минимальный перевод} decimals {Знаков после запятой} time {Время} id {ID} direction {Направление} amount {Сумма} fee {Комиссия} received {Зачислено} status {Статус} charged {Списанная комиссия} balance {Остаток после} period {Период} other {{id}}}',
  'custody.transfer': 'Перевод',
  'custody.transfer.closed': 'Переводы доступны, когда счёт хранения открыт.',
  'custody.direction': 'Направление',
  'custody.direction.name':
    '{direction, select, to_custody {Биржевой кошелёк → хранение} to_exchange {Хранение → биржевой кошелёк} other {{direction}}}',
  'custody.currency': 'Валюта',
  'custody.amount': 'Сумма ({currency})',
  'custody.max': 'Макс.',
  'custody.available': '{direction, select, to_custody {Доступно в биржевом кошельке} other {На счёте хранения}}: {amount} {currency}',
  'custody.preview': 'Комиссия {fee} {currency} · зачислится {received} {currency}',
  'custody.send': 'Проверить перевод',
  'custody.error.amount': 'Введите положительную сумму.',
  'custody.error.decimals':
    '{currency} переводится не более чем с {decimals, plural, one {# знаком} few {# знаками} many {# знаками} other {# знака}} после запятой.',
  'custody.error.min': 'Минимальный перевод {currency}: {min}.',
  'custody.error.above': 'Это больше доступных {available} {currency}.',
  'custody.confirm.title': 'Подтвердите перевод',
  'custody.confirm.body':
    '{direction, select, to_custody {Перевести {amount} {currency} из биржевого кошелька на счёт хранения?} other {Перевести {amount} {currency} со счёта хранения в биржевой кошелёк?}} Кастодиан удержит комиссию {fee} {currency}: зачислится {received} {currency}.',
  'custody.confirm.ok': 'Перевести',
  'custody.confirm.cancel': 'Отмена',
  'custody.done':
    'Перевод {id} выполнен: {received} {currency} зачислено {direction, select, to_custody {на счёт хранения} other {в биржевой кошелёк}}.',
  'custody.history': 'Переводы',
  'custody.history.empty': 'Переводов пока нет.',
  'custody.status': '{status, select, COMPLETED {Выполнен} PENDING {В обработке} other {{status}}}',
  'custody.charges': 'Списанная комиссия за хранение',
  'custody.charges.schedule':
    'Кастодиан списывает дневную комиссию ({rate} в год ÷ 365 от каждого остатка на хранении) в конце каждого периода длиной {unit, select, hour {{n, plural, one {# час} few {# часа} many {# часов} other {# часа}}} other {{n, plural, one {# секунда} few {# секунды} many {# секунд} other {# секунды}}}}.',
  'custody.charges.total': 'Списано всего',
  'custody.charges.nothing': 'пока ничего',
  'custody.charges.last': 'Последнее списание {time}',
  'custody.charges.noLast': 'Списаний пока не было',
  'custody.charges.next': 'следующее {time}',
  'custody.charges.noNext': 'списаний не ожидается (ничего не хранится)',
  'custody.charges.empty': 'Комиссия за хранение пока не списывалась.',
};
