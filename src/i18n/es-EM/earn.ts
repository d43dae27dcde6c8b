// Español (Latinoamérica): the staking, borrow, buy-with-cards and Bitrefill pages' messages (translation of ../earn.ts).
import type { earnMessages } from '../earn';

export const messages: Record<keyof typeof earnMessages, string> = {
  'earn.signIn': 'Inicia sesión para usar esta página con tu cuenta',
  'earn.available': 'Disponible: {amount} {currency}',
  'earn.currency': 'Moneda',
  'earn.amount': 'Monto ({currency})',
  'earn.amountInvalid': 'Ingresa un monto positivo.',
  'earn.period':
    '{unit, select, day {{n, plural, one {un día} other {# días}}} hour {{n, plural, one {una hora} other {# horas}}} minute {{n, plural, one {un minuto} other {# minutos}}} other {{n, plural, one {un segundo} other {# segundos}}}}',

  'staking.title': 'Staking',
  'staking.intro':
    'Haz staking de una moneda desde tu billetera de exchange y el exchange te paga una recompensa a su tasa diaria al final de cada período de staking ({period}), en tu billetera de exchange. Retira el staking cuando quieras: el monto vuelve a tu billetera de exchange al instante. Un staking o un retiro primero paga la recompensa acumulada desde el último pago.',
  'staking.terms': 'Tasas',
  'staking.col':
    '{id, select, currency {Moneda} daily {Tasa diaria} yearly {Tasa anual} min {Mínimo} staked {En staking} paid {Recompensas pagadas} next {Próximo pago} time {Hora} kind {Tipo} amount {Monto} other {{id}}}',
  'staking.stake': 'Hacer staking',
  'staking.unstake': 'Retirar staking',
  'staking.staked': 'En staking: {amount} {currency}',
  'staking.history': 'Tu staking',
  'staking.history.empty': 'Todavía no hay nada en staking.',
  'staking.kind': '{kind, select, STAKE {Staking} UNSTAKE {Retiro} REWARD {Recompensa} other {{kind}}}',

  'borrow.title': 'Préstamos',
  'borrow.what':
    'Pedir prestado toma dinero de los prestamistas en el mercado de financiamiento del exchange por 2 a 30 días, a la tasa diaria que ofreces. Lo que pides prestado lo usan tus posiciones con margen, y los saldos de tu billetera de margen son su garantía: cuando las pérdidas de una posición consumen la garantía, la posición se cierra y el préstamo se paga con ella. Los intereses se cobran de tu billetera de margen a medida que se acumulan, y puedes pagar un préstamo en cualquier momento.',
  'borrow.threshold':
    'Una tasa diaria superior a {threshold} ({yearly} al año) es un préstamo de alto costo: esta página te pide confirmar antes de enviar esa oferta.',
  'borrow.collateral': 'Tu garantía (billetera de margen)',
  'borrow.collateral.empty': 'Tu billetera de margen está vacía: transfiere dinero a ella antes de pedir prestado.',
  'borrow.available': 'Disponible para pedir prestado: {amount} {currency} ({usd} USD)',
  'borrow.available.noPrice': 'Disponible para pedir prestado: {usd} USD (el exchange no tiene ahora precio de {currency})',
  'borrow.available.rule':
    'Los {collateral} USD de tu billetera de margen con hasta {leverage}× de apalancamiento respaldan {limit} USD de préstamos; {committed} USD ya están prestados o en ofertas.',
  'borrow.aboveAvailable': 'Más que los {amount} {currency} que respalda tu garantía: el exchange rechazará esta oferta.',
  'borrow.rate': 'Tasa diaria (%)',
  'borrow.rateInvalid': 'Ingresa una tasa diaria mayor que 0 % y de hasta 7 %.',
  'borrow.period': 'Días',
  'borrow.periodInvalid': 'De 2 a 30 días.',
  'borrow.cost': 'Intereses de todo el período: unos {amount} {currency} ({yearly} al año)',
  'borrow.submit': 'Pedir prestado',
  'borrow.warning.title': 'Préstamo de alto costo',
  'borrow.bids': 'Tus ofertas',
  'borrow.bids.empty': 'No hay ofertas abiertas.',
  'borrow.loans': 'Tus préstamos',
  'borrow.loans.empty': 'No hay préstamos.',
  'borrow.col':
    '{id, select, id {ID} currency {Moneda} amount {Monto} rate {Tasa diaria} period {Días} opened {Abierto} action {Acción} other {{id}}}',
  'borrow.cancelBid': 'Cancelar oferta',
  'borrow.repay': 'Pagar',

  'cards.title': 'Comprar con tarjeta',
  'cards.intro':
    'Paga con tarjeta y la moneda que compras se acredita al instante en tu billetera de exchange, a la tasa de los mercados menos la comisión de tarjeta de {fee}. Este exchange opera con dinero ficticio, así que solo acepta su tarjeta de prueba: {card}, con cualquier fecha de vencimiento futura y cualquier CVC de tres dígitos. Cualquier otra tarjeta se rechaza.',
  'cards.pay': 'Pagas',
  'cards.fiat': 'Moneda fiduciaria',
  'cards.buy': 'Compras',
  'cards.bounds': 'De {min} a {max} dólares estadounidenses por compra.',
  'cards.quote': 'Cotización',
  'cards.quote.rate': 'Tasa: 1 {fiat} = {rate} {currency}',
  'cards.quote.fee': 'Comisión de tarjeta ({fee}): {amount} {fiat}',
  'cards.quote.receive': 'Recibes unos {amount} {currency}',
  'cards.quote.note': 'La tasa es la de los mercados en el momento en que pagas.',
  'cards.number': 'Número de tarjeta',
  'cards.expiry': 'Vencimiento (MM/AA)',
  'cards.cvc': 'CVC',
  'cards.submit': 'Pagar {amount} {fiat}',
  'cards.history': 'Tus compras con tarjeta',
  'cards.history.empty': 'Todavía no hay compras con tarjeta.',
  'cards.col': '{id, select, time {Hora} id {ID} paid {Pagado} fee {Comisión} bought {Comprado} rate {Tasa} card {Tarjeta} other {{id}}}',
  'cards.card': 'terminada en {last4}',
  'cards.bitrefill': 'Gasta cripto en tarjetas de regalo y recargas: Bitrefill',

  'bitrefill.title': 'Gasta con Bitrefill',
  'bitrefill.intro':
    'Bitrefill vende tarjetas de regalo, recargas de celular y eSIM de miles de tiendas y operadoras, pagadas en bitcoin, también por la Lightning Network. Con Tradedesk pagas desde tu billetera de exchange:',
  'bitrefill.step1': 'Ten bitcoin en tu billetera de exchange: cómpralo con tarjeta o en los mercados, o deposítalo.',
  'bitrefill.step2':
    'En Bitrefill, elige una tarjeta de regalo o una recarga y paga con Bitcoin Lightning: Bitrefill muestra una factura Lightning.',
  'bitrefill.step3': 'Aquí, abre Retirar, elige Lightning y pega la factura (de 0.000001 a 0.02 BTC); confirma el retiro desde el correo.',
  'bitrefill.paper':
    'Este exchange opera con dinero ficticio: sus retiros son simulados y no pagan ninguna factura real, así que prueba los pasos aquí y haz compras reales desde un exchange con fondos reales.',
  'bitrefill.start': 'Empezar en Bitrefill',
  'bitrefill.withdraw': 'Abrir Retirar',
  'bitrefill.buy': 'Comprar bitcoin con tarjeta',
};
