// Русский: the sub-accounts page's messages (translation of ../subaccounts.ts).
import type { subaccountMessages } from '../subaccounts';

export const messages: Record<keyof typeof subaccountMessages, string> = {
  'sub.title': 'Субаккаунты',
  'sub.intro':
    'У субаккаунта свои кошельки, ордера, позиции и API-ключи: распределяйте капитал между стратегиями или командами. Пополните его с этого аккаунта, переключитесь в него для торговли и вернитесь обратно в один клик. Собственного пароля у субаккаунтов нет.',
  'sub.create': 'Создать субаккаунт',
  'sub.createTitle': 'Создание субаккаунта',
  'sub.name': 'Имя',
  'sub.nameHint': '3–24 символа: буквы, цифры, _ . или -',
  'sub.createButton': 'Создать',
  'sub.cancel': 'Отмена',
  'sub.col.name': 'Имя',
  'sub.col.email': 'Эл. почта',
  'sub.col.created': 'Создан',
  'sub.col.balances': 'Балансы',
  'sub.noBalance': 'Пусто',
  'sub.empty': 'Субаккаунтов пока нет. Создайте субаккаунт, чтобы распределить капитал.',
  'sub.switchTo': 'Перейти',
  'sub.switchToNamed': 'Перейти в {name}',
  'sub.inUse': 'Используется',
  'sub.transfer': 'Перевод',
  'sub.transferNamed': 'Перевод: {name}',
  'sub.transferTitle': 'Перевод между аккаунтом и {name}',
  'sub.direction': 'Направление',
  'sub.toSub': 'Основной аккаунт → {name}',
  'sub.fromSub': '{name} → Основной аккаунт',
  'sub.fromWallet': 'Из кошелька',
  'sub.toWallet': 'В кошелёк',
  'sub.currency': 'Валюта',
  'sub.amount': 'Сумма',
  'sub.transferButton': 'Перевести',
  'sub.transferred': 'Переведено {amount} {currency}',
  'sub.inSub':
    'Вы работаете в субаккаунте {name}: рабочая область, кошельки, ордера и API-ключи принадлежат ему. Создавать субаккаунты можно только в основном аккаунте.',
  'sub.created': 'Субаккаунт {name} создан.',
};
