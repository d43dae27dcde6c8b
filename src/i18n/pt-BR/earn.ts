// Português (Brasil): the staking, borrow, buy-with-cards and Bitrefill pages' messages (translation of ../earn.ts).
import type { earnMessages } from '../earn';

export const messages: Record<keyof typeof earnMessages, string> = {
  'earn.signIn': 'Entre para usar esta página com a sua conta',
  'earn.available': 'Disponível: {amount} {currency}',
  'earn.currency': 'Moeda',
  'earn.amount': 'Valor ({currency})',
  'earn.amountInvalid': 'Informe um valor positivo.',
  'earn.period':
    '{unit, select, day {{n, plural, one {um dia} other {# dias}}} hour {{n, plural, one {uma hora} other {# horas}}} minute {{n, plural, one {um minuto} other {# minutos}}} other {{n, plural, one {um segundo} other {# segundos}}}}',

  'staking.title': 'Staking',
  'staking.intro':
    'Faça staking de uma moeda da sua carteira de exchange e a exchange paga uma recompensa pela taxa diária ao fim de cada período de staking ({period}), na sua carteira de exchange. Retire o staking quando quiser: o valor volta na hora para a sua carteira de exchange. Um staking ou uma retirada primeiro paga a recompensa acumulada desde o último pagamento.',
  'staking.terms': 'Taxas',
  'staking.col':
    '{id, select, currency {Moeda} daily {Taxa diária} yearly {Taxa anual} min {Mínimo} staked {Em staking} paid {Recompensas pagas} next {Próximo pagamento} time {Hora} kind {Tipo} amount {Valor} other {{id}}}',
  'staking.stake': 'Fazer staking',
  'staking.unstake': 'Retirar staking',
  'staking.staked': 'Em staking: {amount} {currency}',
  'staking.history': 'Seu staking',
  'staking.history.empty': 'Nada em staking ainda.',
  'staking.kind': '{kind, select, STAKE {Staking} UNSTAKE {Retirada} REWARD {Recompensa} other {{kind}}}',

  'borrow.title': 'Empréstimo',
  'borrow.what':
    'Tomar emprestado pega dinheiro de credores no mercado de financiamento da exchange por 2 a 30 dias, à taxa diária que você oferece. O que você toma emprestado é usado pelas suas posições com margem, e os saldos da sua carteira de margem são a garantia: quando as perdas de uma posição consomem a garantia, a posição é fechada e o empréstimo pago com ela. Os juros são cobrados da sua carteira de margem à medida que se acumulam, e você pode quitar um empréstimo a qualquer momento.',
  'borrow.threshold':
    'Uma taxa diária acima de {threshold} ({yearly} ao ano) é um empréstimo de alto custo: esta página pede confirmação antes de enviar uma oferta assim.',
  'borrow.collateral': 'Sua garantia (carteira de margem)',
  'borrow.collateral.empty': 'Sua carteira de margem está vazia: transfira dinheiro para ela antes de tomar emprestado.',
  'borrow.available': 'Disponível para tomar emprestado: {amount} {currency} ({usd} USD)',
  'borrow.available.noPrice': 'Disponível para tomar emprestado: {usd} USD (a exchange não tem agora preço de {currency})',
  'borrow.available.rule':
    'Os {collateral} USD da sua carteira de margem com alavancagem de até {leverage}× garantem {limit} USD de empréstimos; {committed} USD já estão emprestados ou em ofertas.',
  'borrow.aboveAvailable': 'Mais que os {amount} {currency} que sua garantia cobre: a exchange vai recusar esta oferta.',
  'borrow.rate': 'Taxa diária (%)',
  'borrow.rateInvalid': 'Informe uma taxa diária acima de 0 % e de no máximo 7 %.',
  'borrow.period': 'Dias',
  'borrow.periodInvalid': 'De 2 a 30 dias.',
  'borrow.cost': 'Juros do período inteiro: cerca de {amount} {currency} ({yearly} ao ano)',
  'borrow.submit': 'Tomar emprestado',
  'borrow.warning.title': 'Empréstimo de alto custo',
  'borrow.bids': 'Suas ofertas',
  'borrow.bids.empty': 'Nenhuma oferta aberta.',
  'borrow.loans': 'Seus empréstimos',
  'borrow.loans.empty': 'Nenhum empréstimo.',
  'borrow.col':
    '{id, select, id {ID} currency {Moeda} amount {Valor} rate {Taxa diária} period {Dias} opened {Aberto} action {Ação} other {{id}}}',
  'borrow.cancelBid': 'Cancelar oferta',
  'borrow.repay': 'Quitar',

  'cards.title': 'Comprar com cartão',
  'cards.intro':
    'Pague com cartão e a moeda que você compra é creditada na hora na sua carteira de exchange, pela taxa dos mercados menos a tarifa do cartão de {fee}. Esta exchange opera com dinheiro fictício, então aceita só o seu cartão de teste: {card}, com qualquer validade futura e qualquer CVC de três dígitos. Qualquer outro cartão é recusado.',
  'cards.pay': 'Você paga',
  'cards.fiat': 'Moeda fiduciária',
  'cards.buy': 'Você compra',
  'cards.bounds': 'De {min} a {max} dólares americanos por compra.',
  'cards.quote': 'Cotação',
  'cards.quote.rate': 'Taxa: 1 {fiat} = {rate} {currency}',
  'cards.quote.fee': 'Tarifa do cartão ({fee}): {amount} {fiat}',
  'cards.quote.receive': 'Você recebe cerca de {amount} {currency}',
  'cards.quote.note': 'A taxa é a dos mercados no momento em que você paga.',
  'cards.number': 'Número do cartão',
  'cards.expiry': 'Validade (MM/AA)',
  'cards.cvc': 'CVC',
  'cards.submit': 'Pagar {amount} {fiat}',
  'cards.history': 'Suas compras com cartão',
  'cards.history.empty': 'Nenhuma compra com cartão ainda.',
  'cards.col': '{id, select, time {Hora} id {ID} paid {Pago} fee {Tarifa} bought {Comprado} rate {Taxa} card {Cartão} other {{id}}}',
  'cards.card': 'final {last4}',
  'cards.bitrefill': 'Gaste cripto em vales-presente e recargas: Bitrefill',

  'bitrefill.title': 'Gaste com a Bitrefill',
  'bitrefill.intro':
    'A Bitrefill vende vales-presente, recargas de celular e eSIMs de milhares de lojas e operadoras, pagos em bitcoin, inclusive pela Lightning Network. Com a Tradedesk você paga da sua carteira de exchange:',
  'bitrefill.step1': 'Tenha bitcoin na sua carteira de exchange: compre com cartão ou nos mercados, ou deposite.',
  'bitrefill.step2':
    'Na Bitrefill, escolha um vale-presente ou uma recarga e pague com Bitcoin Lightning: a Bitrefill mostra uma fatura Lightning.',
  'bitrefill.step3': 'Aqui, abra Sacar, escolha Lightning e cole a fatura (de 0.000001 a 0.02 BTC); confirme o saque pelo e-mail.',
  'bitrefill.paper':
    'Esta exchange opera com dinheiro fictício: os saques são simulados e não pagam nenhuma fatura real, então experimente os passos aqui e faça compras reais a partir de uma exchange com fundos reais.',
  'bitrefill.start': 'Começar na Bitrefill',
  'bitrefill.withdraw': 'Abrir Sacar',
  'bitrefill.buy': 'Comprar bitcoin com cartão',
};
