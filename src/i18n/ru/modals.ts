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
  'modals.agreement.title': 'Соглашение по {currency}',
  'modals.agreement.intro':
    '{currency} требует принять собственное соглашение перед первым {action, select, deposit {пополнением} withdraw {выводом} other {сделкой}} в этой валюте. Прочитайте его ниже; это спрашивается один раз и снова — только если текст изменится.',
  'modals.agreement.accept': 'Принять и продолжить',
  'modals.agreement.failed': 'Не удалось прочитать соглашение: {reason}',
  'modals.emailCode.title': 'Подтвердите кодом из письма',
  'modals.emailCode.sending': 'Отправляем код подтверждения на ваш e-mail…',
  'modals.emailCode.sent':
    'У вашего аккаунта нет приложения-аутентификатора, ключа безопасности или SMS-кодов, поэтому мы отправили шестизначный код на {email}. Он действует один раз, 10 минут.',
  'modals.emailCode.code': 'Код из письма',
  'modals.emailCode.sixDigits': 'Введите шесть цифр кода.',
  'modals.emailCode.noMail': 'Нет письма?',
  'modals.emailCode.resend': 'Отправить новый код',
  'modals.emailCode.useLink': 'Подтвердить ссылкой из письма',
  'modals.emailCode.confirm': 'Подтвердить',
  'modals.beneficiary.title': 'Кто получает этот вывод?',
  'modals.beneficiary.intro':
    'Свыше {threshold} USD правило передачи данных (travel rule) требует указать, кому идут деньги. Указанный вами получатель: {name}.',
  'modals.beneficiary.who': 'Получатель —',
  'modals.beneficiary.self': 'Я: деньги идут на мой собственный счёт или кошелёк',
  'modals.beneficiary.third': 'Третье лицо',
  'modals.beneficiary.relationship': 'Кем вам приходится получатель',
  'modals.beneficiary.relationshipNeeded': 'Укажите, кем вам приходится получатель.',
  'modals.beneficiary.notPermitted':
    'Этот аккаунт не является разрешённым бенефициаром: выше порога он может выводить только себе. Верификация уровня Full позволяет указывать третье лицо.',
  'modals.beneficiary.confirm': 'Продолжить',
  'modals.disclaimer.funding.title': 'Перед тем как занять',
  'modals.disclaimer.funding.body':
    'Заём размещает заявку на рынке финансирования: после её исполнения заём каждый день стоит процентов по вашей ставке, пользуетесь вы им или нет, пока вы его не погасите или не истечёт срок. Заёмные средства обеспечивают маржинальные позиции; если залога в маржинальном кошельке перестанет хватать, позиции ликвидируются и залог может быть потерян. Занимайте только то, что понимаете и можете вернуть.',
  'modals.disclaimer.accept': 'Понятно',
  'modals.disclaimer.leave': 'Не сейчас',
  'modals.help.action': 'Помощь',
  'modals.help.title':
    'Помощь: {tag, select, deposit {пополнения} withdraw {выводы} security {безопасность} orders {ордера} other {финансирование}}',
  'modals.help.list': 'Рекомендуемые статьи',
  'modals.help.loading': 'Ищем статьи…',
  'modals.help.none': 'Статей на эту тему пока нет.',
  'modals.help.failed': 'Не удалось прочитать статьи: {reason}',
  'modals.help.close': 'Закрыть',
};
