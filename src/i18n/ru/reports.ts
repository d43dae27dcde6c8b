// Русский: the reports page's messages (translation of ../reports.ts).
import type { reportMessages } from '../reports';

export const messages: Record<keyof typeof reportMessages, string> = {
  'reports.title': 'Отчёты',
  'reports.kind': 'Отчёт',
  'reports.kind.name':
    '{kind, select, ledger {Журнал операций} movements {Пополнения и выводы} orders {Ордера} trades {Сделки} positions {Позиции} funding {Сделки финансирования} other {{kind}}}',
  'reports.from': 'С',
  'reports.to': 'По',
  'reports.currency': 'Валюта',
  'reports.pair': 'Пара',
  'reports.allFilter': 'Все',
  'reports.show': 'Показать',
  'reports.more': 'Более ранние строки',
  'reports.export': 'Экспорт CSV',
  'reports.exporting': 'Чтение всех строк диапазона…',
  'reports.exported':
    '{count, plural, one {Экспортирована # строка} few {Экспортировано # строки} many {Экспортировано # строк} other {Экспортировано # строки}} в {file}',
  'reports.tooMany':
    'В этом диапазоне больше {max, number} строк — слишком много для экспорта здесь: отправьте отчёт на почту или выберите диапазон короче.',
  'reports.email': 'Отчёт на почту',
  'reports.mailing': 'Биржа формирует отчёт…',
  'reports.mailed': 'Отчёт отправлен на {to}: {count, plural, one {# строка} few {# строки} many {# строк} other {# строки}}',
  'reports.count': '{count, plural, one {Показана # строка} few {Показано # строки} many {Показано # строк} other {Показано # строки}}',
  'reports.empty': 'В этом диапазоне ничего нет.',
  'reports.badRange': 'Начало позже конца.',
  'reports.col':
    '{id, select, time {Время} id {ID} currency {Валюта} wallet {Кошелёк} amount {Сумма} balance {Баланс} description {Описание} kind {Тип} fee {Комиссия} status {Статус} address {Адрес} txid {Транзакция} symbol {Пара} type {Тип} price {Цена} priceAvg {Средняя цена} orderId {Ордер} feeCurrency {Валюта комиссии} maker {Мейкер} basePrice {Цена входа} pl {П/У} offerId {Предложение} rate {Ставка} period {Дни} other {{id}}}',
  'archive.title': 'Архив',
  'archive.intro': 'Закрытые ордера, сделки, позиции и записи журнала старше последних {days} дней отчётов: по {day}.',
  'archive.search': 'Найти',
  'reports.toArchive': 'Старше периода отчётов? Это есть в архиве.',
  'archive.tooRecent': 'Архив заканчивается {day}; более поздние строки — в отчётах.',
  'archive.empty': 'В этом диапазоне в архиве ничего нет.',
};
