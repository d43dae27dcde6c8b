// Русский: the staking, borrow, buy-with-cards and Bitrefill pages' messages (translation of ../earn.ts).
import type { earnMessages } from '../earn';

export const messages: Record<keyof typeof earnMessages, string> = {
  'earn.signIn': 'Войдите, чтобы пользоваться этой страницей со своим счётом',
  'earn.available': 'Доступно: {amount} {currency}',
  'earn.currency': 'Валюта',
  'earn.amount': 'Сумма ({currency})',
  'earn.amountInvalid': 'Введите положительную сумму.',
  'earn.period':
    '{unit, select, day {{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}} hour {{n, plural, one {# час} few {# часа} many {# часов} other {# часа}}} minute {{n, plural, one {# минута} few {# минуты} many {# минут} other {# минуты}}} other {{n, plural, one {# секунда} few {# секунды} many {# секунд} other {# секунды}}}}',

  'staking.title': 'Стейкинг',
  'staking.intro':
    'Отправьте валюту в стейкинг из биржевого кошелька, и биржа выплачивает вознаграждение по своей дневной ставке в конце каждого периода стейкинга ({period}) на ваш биржевой кошелёк. Выйти из стейкинга можно в любой момент: сумма сразу возвращается в биржевой кошелёк. Стейкинг или выход сначала выплачивает вознаграждение, накопленное с последней выплаты.',
  'staking.terms': 'Ставки',
  'staking.col':
    '{id, select, currency {Валюта} daily {Дневная ставка} yearly {Годовая ставка} min {Минимум} staked {В стейкинге} paid {Выплачено} next {Следующая выплата} time {Время} kind {Вид} amount {Сумма} other {{id}}}',
  'staking.stake': 'В стейкинг',
  'staking.unstake': 'Вывести из стейкинга',
  'staking.staked': 'В стейкинге: {amount} {currency}',
  'staking.history': 'Ваш стейкинг',
  'staking.history.empty': 'В стейкинге пока ничего нет.',
  'staking.kind': '{kind, select, STAKE {Стейкинг} UNSTAKE {Вывод} REWARD {Вознаграждение} other {{kind}}}',

  'borrow.title': 'Заём',
  'borrow.what':
    'Заём берёт деньги у кредиторов на рынке финансирования биржи на срок от 2 до 30 дней по дневной ставке вашей заявки. Заёмные средства используют ваши маржинальные позиции, а балансы маржинального кошелька служат залогом: когда убытки позиции съедают залог, позиция закрывается и заём погашается из неё. Проценты списываются с маржинального кошелька по мере начисления, а погасить заём можно в любой момент.',
  'borrow.threshold':
    'Дневная ставка выше {threshold} ({yearly} годовых) — это дорогой заём: прежде чем отправить такую заявку, страница просит подтверждения.',
  'borrow.collateral': 'Ваш залог (маржинальный кошелёк)',
  'borrow.collateral.empty': 'Маржинальный кошелёк пуст: переведите в него деньги, прежде чем брать заём.',
  'borrow.available': 'Доступно для займа: {amount} {currency} ({usd} USD)',
  'borrow.available.noPrice': 'Доступно для займа: {usd} USD (у биржи сейчас нет цены {currency})',
  'borrow.available.rule':
    '{collateral} USD вашего маржинального кошелька с плечом до {leverage}× обеспечивают {limit} USD займов; {committed} USD из них уже заняты или в заявках.',
  'borrow.aboveAvailable': 'Больше, чем {amount} {currency}, которые обеспечивает ваш залог: биржа отклонит эту заявку.',
  'borrow.rate': 'Дневная ставка (%)',
  'borrow.rateInvalid': 'Введите дневную ставку больше 0 % и не выше 7 %.',
  'borrow.period': 'Дней',
  'borrow.periodInvalid': 'От 2 до 30 дней.',
  'borrow.cost': 'Проценты за весь срок: около {amount} {currency} ({yearly} годовых)',
  'borrow.submit': 'Взять заём',
  'borrow.warning.title': 'Дорогой заём',
  'borrow.bids': 'Ваши заявки',
  'borrow.bids.empty': 'Открытых заявок нет.',
  'borrow.loans': 'Ваши займы',
  'borrow.loans.empty': 'Займов нет.',
  'borrow.col':
    '{id, select, id {ID} currency {Валюта} amount {Сумма} rate {Дневная ставка} period {Дней} opened {Открыт} action {Действие} other {{id}}}',
  'borrow.cancelBid': 'Отменить заявку',
  'borrow.repay': 'Погасить',

  'cards.title': 'Купить картой',
  'cards.intro':
    'Оплатите картой, и купленная валюта сразу зачисляется на ваш биржевой кошелёк по курсу рынков за вычетом комиссии карты {fee}. Эта биржа торгует бумажными деньгами и принимает только свою тестовую карту: {card}, с любым будущим сроком действия и любым трёхзначным CVC. Любая другая карта отклоняется.',
  'cards.pay': 'Вы платите',
  'cards.fiat': 'Фиат',
  'cards.buy': 'Вы покупаете',
  'cards.bounds': 'От {min} до {max} долларов США за одну покупку.',
  'cards.quote': 'Котировка',
  'cards.quote.rate': 'Курс: 1 {fiat} = {rate} {currency}',
  'cards.quote.fee': 'Комиссия карты ({fee}): {amount} {fiat}',
  'cards.quote.receive': 'Вы получите около {amount} {currency}',
  'cards.quote.note': 'Курс — рыночный на момент оплаты.',
  'cards.number': 'Номер карты',
  'cards.expiry': 'Срок действия (ММ/ГГ)',
  'cards.cvc': 'CVC',
  'cards.submit': 'Оплатить {amount} {fiat}',
  'cards.history': 'Ваши покупки картой',
  'cards.history.empty': 'Покупок картой пока нет.',
  'cards.col': '{id, select, time {Время} id {ID} paid {Оплачено} fee {Комиссия} bought {Куплено} rate {Курс} card {Карта} other {{id}}}',
  'cards.card': 'на {last4}',
  'cards.bitrefill': 'Тратьте криптовалюту на подарочные карты и пополнения: Bitrefill',

  'bitrefill.title': 'Покупки с Bitrefill',
  'bitrefill.intro':
    'Bitrefill продаёт подарочные карты, пополнения мобильной связи и eSIM тысяч магазинов и операторов за биткоин, в том числе через Lightning Network. С Tradedesk вы платите из биржевого кошелька:',
  'bitrefill.step1': 'Держите биткоин в биржевом кошельке: купите его картой или на рынках либо внесите депозит.',
  'bitrefill.step2':
    'На Bitrefill выберите подарочную карту или пополнение и оплатите через Bitcoin Lightning: Bitrefill покажет Lightning-счёт.',
  'bitrefill.step3':
    'Здесь откройте «Вывод», выберите Lightning и вставьте счёт (от 0.000001 до 0.02 BTC); подтвердите вывод по ссылке из письма.',
  'bitrefill.paper':
    'Эта биржа торгует бумажными деньгами: её выводы имитируются и не оплачивают настоящих счетов, поэтому пробуйте шаги здесь, а настоящие покупки делайте с биржи с реальными средствами.',
  'bitrefill.start': 'Начать на Bitrefill',
  'bitrefill.withdraw': 'Открыть «Вывод»',
  'bitrefill.buy': 'Купить биткоин картой',
};
