// Русский: the trading widgets' messages (translation of ../trading.ts).
import type { tradingMessages } from '../trading';

export const messages: Record<keyof typeof tradingMessages, string> = {
  'widgets.orderForm': 'Форма ордера',
  'widgets.orders': 'Ордера',
  'widgets.positions': 'Позиции',
  'widgets.wallets': 'Кошельки',
  'widgets.funding': 'Финансирование',
  'widgets.notifications': 'Уведомления',
  'widgets.priceAlerts': 'Ценовые оповещения',

  'trading.signIn': 'Войдите, чтобы торговать.',
  'trading.signInLink': 'Войти',
  'trading.connecting': 'Подключение аккаунта…',
  'trading.authFailed': 'Биржа отклонила вашу сессию: {text}',
  'trading.cancel': 'Отмена',
  'trading.confirm': 'Подтвердить',
  'trading.save': 'Сохранить',
  'trading.close': 'Закрыть',
  'trading.buy': 'Купить',
  'trading.sell': 'Продать',
  'trading.side': '{side, select, buy {Купить} other {Продать}}',

  'error.required': 'Обязательное поле',
  'error.positive': 'Введите число больше 0',
  'error.belowMin': 'Не менее {min}',
  'error.aboveMax': 'Не более {max}',
  'error.leverage': 'Целое число от 1 до 100',
  'error.period': 'Целое число дней от 2 до 30',
  'error.tif': 'Выберите дату и время в будущем',
  'error.notNegative': 'Введите число не меньше 0',

  'funding.currency': 'Валюта',

  'notifications.label': 'Уведомления',
  'notifications.empty': 'Пока пусто: здесь появится результат каждого ордера.',
  'notifications.dismiss': 'Скрыть',
  'notifications.more': 'ещё {count}',
  'notifications.clear': 'Очистить все',
  'notifications.sound': 'Звук',
  'notifications.soundHint': 'Звуковые уведомления: короткий сигнал при каждом уведомлении',
  'notifications.toasts': 'Последние уведомления',
  'notifications.level': '{level, select, success {Готово} error {Ошибка} other {Инфо}}',
};
