// Русский: the modals' messages (translation of ../modals.ts).
import type { modalMessages } from '../modals';

export const messages: Record<keyof typeof modalMessages, string> = {
  'modals.cancel': 'Отмена',
  'modals.failed': 'Не удалось прочитать условия: {reason}',
  'modals.derivatives.title': 'Добро пожаловать в торговлю деривативами',
  'modals.derivatives.intro':
    'Бессрочные контракты, такие как {pair}, позволяют открывать длинные и короткие позиции с плечом под залог в кошельке деривативов. Перед первым ордером на деривативы прочитайте условия ниже и примите их; это спрашивается только один раз.',
  'modals.derivatives.accept': 'Принять и отправить ордер',
  'modals.uk_warning.title': 'Предупреждение о рисках для жителей Великобритании',
  'modals.uk_warning.intro':
    'Не инвестируйте, если не готовы потерять все вложенные деньги. Это инвестиция с высоким риском, и вы, скорее всего, не будете защищены, если что-то пойдёт не так. Прочитайте предупреждение ниже перед первой сделкой; это спрашивается только один раз.',
  'modals.uk_warning.accept': 'Понятно, отправить ордер',
  'modals.demo.title': 'Включена демо-торговля',
  'modals.demo.body':
    '{action, select, withdraw {Вывод} other {Пополнение}} {currency} — это движение реальных денег, а этот аккаунт в режиме демо-торговли, где используются только тестовые средства (TESTBTC, TESTUSD). Выключите демо-торговлю, чтобы продолжить, или оставьте её и торгуйте тестовой парой.',
  'modals.demo.keep': 'Оставить демо-торговлю',
  'modals.demo.switch': '{action, select, withdraw {Выключить демо-торговлю и вывести} other {Выключить демо-торговлю и пополнить}}',
  'modals.highCost.title': 'Дорогой заём',
  'modals.highCost.body':
    'Вы собираетесь предложить {rate} в день за {amount} {currency}, {yearly} годовых: выше порога дорогого займа в {threshold} в день. За {days} дн. проценты составят около {cost} {currency}. Взять заём по этой ставке?',
  'modals.highCost.confirm': 'Всё равно взять',
  'modals.highCost.cancel': 'Изменить ставку',
  'modals.settings.columns': 'Столбцы',
  'modals.settings.options': 'Параметры',
  'modals.settings.save': 'Сохранить',
  'modals.settings.oneColumn': 'Оставьте хотя бы один столбец.',
  'modals.trades.option.flash': 'Подсвечивать новые сделки',
  'modals.trades.option.sideColour': 'Окрашивать цену по стороне тейкера',
  'modals.markets.option.fit': 'В узкой панели скрывать объём, затем изменение',
  'modals.markets.option.flash': 'Подсвечивать изменение последней цены',
};
