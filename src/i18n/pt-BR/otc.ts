// Português (Brasil): the OTC desk page's messages (translation of ../otc.ts).
import type { otcMessages } from '../otc';

export const messages: Record<keyof typeof otcMessages, string> = {
  'otc.title': 'Mesa OTC',
  'otc.intro':
    'Um preço firme da exchange para o valor inteiro, válido por {seconds} segundos: {spread} de cada lado do preço médio do livro. Cotações aceitas são liquidadas na sua carteira de exchange.',
  'otc.pair': 'Par',
  'otc.side': 'Lado',
  'otc.side.name': '{side, select, buy {Compra} sell {Venda} other {{side}}}',
  'otc.amount': 'Quantidade ({currency})',
  'otc.amountInvalid': 'Informe uma quantidade positiva.',
  'otc.available': 'Disponível: {amount} {currency}',
  'otc.getQuote': 'Obter cotação',
  'otc.acceptQuote': 'Aceitar cotação',
  'otc.quote': 'Cotação firme',
  'otc.quote.deal': '{side, select, buy {Comprar} sell {Vender} other {{side}}} {amount} {base} a {price} {quote}',
  'otc.quote.total': '{side, select, buy {Você paga} sell {Você recebe} other {Total}} {total} {quote}',
  'otc.quote.left': 'Firme por mais {seconds, plural, one {# segundo} other {# segundos}}',
  'otc.quote.lapsed': 'A cotação expirou sem ser aceita. Obtenha uma nova.',
  'otc.history': 'Suas cotações',
  'otc.history.empty': 'Nenhuma cotação ainda: peça uma acima.',
  'otc.col':
    '{id, select, time {Hora} id {ID} pair {Par} side {Lado} amount {Quantidade} price {Preço} total {Total} status {Status} other {{id}}}',
  'otc.status': '{status, select, FIRM {Firme} ACCEPTED {Aceita} LAPSED {Expirada} other {{status}}}',
};
