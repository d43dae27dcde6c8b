// Русский: the frame's occasional notices (translation of ../notices.ts).
import type { noticeMessages } from '../notices';

export const messages: Record<keyof typeof noticeMessages, string> = {
  'site.notOfferedTitle': 'Недоступно на этом сайте',
  'site.notOffered':
    '{feature, select, funding {Финансирование и кредитование недоступны} margin {Маржинальная торговля недоступна} derivatives {Торговля деривативами недоступна} securities {Ценные бумаги недоступны} otc {OTC-деск недоступен} staking {Стейкинг недоступен} borrow {Заимствование недоступно} terminal {Терминал финансирования недоступен} affiliates {Партнёрская программа недоступна} pay {Платежи недоступны} competitions {Торговые соревнования недоступны} other {Эта функция недоступна}} на этом сайте. Всё остальное работает как обычно.',
  'site.backToMarkets': 'Перейти к рынкам',
  'consent.title': 'Согласие на cookie',
  'consent.body':
    'Мы используем необходимые cookie, чтобы вы оставались в системе и сайт работал. С вашего согласия мы также считаем просмотры страниц (аналитические) и оцениваем наши кампании (маркетинговые). Вы можете изменить выбор в любое время.',
  'consent.necessary': 'Необходимые (всегда включены)',
  'consent.analytical': 'Аналитические',
  'consent.marketing': 'Маркетинговые',
  'consent.save': 'Сохранить выбор',
  'consent.settings': 'Настройки',
  'consent.rejectAll': 'Отклонить все',
  'consent.acceptAll': 'Принять все',
  'permissions.title': 'Недостаточно прав',
  'permissions.body': 'Биржа отклонила запрос: у вашей сессии нет нужного разрешения ({reason}).',
  'permissions.inSub':
    'Вы работаете в субаккаунте. Логин, вторые факторы и настройки безопасности принадлежат основному аккаунту: чтобы изменить их, вернитесь в него.',
  'permissions.whatToDo':
    'Используйте аккаунт или API-ключ с этим разрешением: владелец аккаунта выдаёт разрешения при создании ключа на странице API-ключей.',
  'permissions.close': 'Закрыть',
};
