// Español (Latinoamérica): the OTC desk page's messages (translation of ../otc.ts).
import type { otcMessages } from '../otc';

export const messages: Record<keyof typeof otcMessages, string> = {
  'otc.title': 'Mesa OTC',
  'otc.intro':
    'Un precio firme del exchange por el monto completo, válido durante {seconds} segundos: {spread} a cada lado del precio medio del libro. Las cotizaciones aceptadas se liquidan en tu billetera de exchange.',
  'otc.pair': 'Par',
  'otc.side': 'Lado',
  'otc.side.name': '{side, select, buy {Compra} sell {Venta} other {{side}}}',
  'otc.amount': 'Monto ({currency})',
  'otc.amountInvalid': 'Ingresa un monto positivo.',
  'otc.available': 'Disponible: {amount} {currency}',
  'otc.getQuote': 'Obtener cotización',
  'otc.acceptQuote': 'Aceptar cotización',
  'otc.quote': 'Cotización firme',
  'otc.quote.deal': '{side, select, buy {Comprar} sell {Vender} other {{side}}} {amount} {base} a {price} {quote}',
  'otc.quote.total': '{side, select, buy {Pagas} sell {Recibes} other {Total}} {total} {quote}',
  'otc.quote.left': 'Firme por {seconds, plural, one {# segundo más} other {# segundos más}}',
  'otc.quote.lapsed': 'La cotización venció sin ser aceptada. Obtén una nueva.',
  'otc.history': 'Tus cotizaciones',
  'otc.history.empty': 'Aún no hay cotizaciones: pide una arriba.',
  'otc.col':
    '{id, select, time {Hora} id {ID} pair {Par} side {Lado} amount {Monto} price {Precio} total {Total} status {Estado} other {{id}}}',
  'otc.status': '{status, select, FIRM {Firme} ACCEPTED {Aceptada} LAPSED {Vencida} other {{status}}}',
};
