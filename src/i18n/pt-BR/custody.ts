// Português (Brasil): the custody page's messages (translation of ../custody.ts).
import type { custodyMessages } from '../custody';

export const messages: Record<keyof typeof custodyMessages, string> = {
  'custody.title': 'Custódia',
  'custody.intro':
    '{partner}, um custodiante regulado, guarda seus ativos fora da exchange. Abra com ele uma conta de custódia e depois mova dinheiro entre sua carteira de exchange e essa conta. O custodiante cobra {rate} ao ano sobre o valor guardado e uma taxa fixa por transferência, descontada do valor movido.',
  'custody.kyc': 'Conta de custódia',
  'custody.kyc.status':
    '{status, select, NOT_STARTED {Não aberta} PENDING {Em análise} APPROVED {Aberta} REJECTED {Recusada} other {{status}}}',
  'custody.kyc.notStarted': 'Você ainda não tem conta de custódia. Solicite a abertura: o custodiante analisa seus dados e decide.',
  'custody.kyc.pending': 'O custodiante está analisando sua solicitação (enviada em {applied}); ele decide até {due}.',
  'custody.kyc.approved': 'Sua conta de custódia está aberta desde {decided}.',
  'custody.kyc.rejected': 'O custodiante recusou sua solicitação em {decided}: {reason}',
  'custody.onboard': 'Abrir uma conta de custódia',
  'custody.onboardAgain': 'Solicitar de novo',
  'custody.checkStatus': 'Verificar situação',
  'custody.fees': 'Taxas',
  'custody.fees.custody':
    'Taxa de custódia: {rate} ao ano ({bps} pontos-base) do valor guardado, {fee} USD ao ano sobre seus ativos atuais.',
  'custody.fees.transfer': 'Cada transferência paga a taxa da sua moeda, descontada do valor movido; o restante chega.',
  'custody.portfolio': 'Saldos e portfólio',
  'custody.portfolio.total': 'Valor total {total} USD',
  'custody.portfolio.updated': 'Preços de índice da exchange às {time}',
  'custody.col':
    '{id, select, currency {Moeda} custody {Saldo em custódia} exchange {Disponível na carteira de exchange} index {Preço de índice (USD)} value {Valor (USD)} share {Participação} yearlyFee {Taxa de custódia anual (USD)} transferFee {Taxa de transferência} minTransfer {Transferência mínima} decimals {Casas decimais} time {Hora} id {ID} direction {Direção} amount {Valor} fee {Taxa} received {Recebido} status {Situação} charged {Taxa cobrada} balance {Saldo após} period {Período} other {{id}}}',
  'custody.transfer': 'Transferência',
  'custody.transfer.closed': 'As transferências ficam disponíveis quando sua conta de custódia estiver aberta.',
  'custody.direction': 'Direção',
  'custody.direction.name':
    '{direction, select, to_custody {Carteira de exchange → custódia} to_exchange {Custódia → carteira de exchange} other {{direction}}}',
  'custody.currency': 'Moeda',
  'custody.amount': 'Valor ({currency})',
  'custody.max': 'Máx.',
  'custody.available':
    '{direction, select, to_custody {Disponível na carteira de exchange} other {Na conta de custódia}}: {amount} {currency}',
  'custody.preview': 'Taxa {fee} {currency} · chega {received} {currency}',
  'custody.send': 'Revisar transferência',
  'custody.error.amount': 'Informe um valor positivo.',
  'custody.error.decimals': '{currency} é movido com no máximo {decimals, plural, one {# casa decimal} other {# casas decimais}}.',
  'custody.error.min': 'A transferência mínima de {currency} é {min}.',
  'custody.error.above': 'É mais do que os {available} {currency} disponíveis.',
  'custody.confirm.title': 'Confirme a transferência',
  'custody.confirm.body':
    '{direction, select, to_custody {Mover {amount} {currency} da sua carteira de exchange para a sua conta de custódia?} other {Mover {amount} {currency} da sua conta de custódia para a sua carteira de exchange?}} O custodiante cobra a taxa de {fee} {currency}: chegam {received} {currency}.',
  'custody.confirm.ok': 'Transferir',
  'custody.confirm.cancel': 'Cancelar',
  'custody.done':
    'Transferência {id} concluída: {received} {currency} chegaram {direction, select, to_custody {à sua conta de custódia} other {à sua carteira de exchange}}.',
  'custody.history': 'Transferências',
  'custody.history.empty': 'Nenhuma transferência ainda.',
  'custody.status': '{status, select, COMPLETED {Concluída} PENDING {Pendente} other {{status}}}',
  'custody.charges': 'Taxa de custódia cobrada',
  'custody.charges.schedule':
    'O custodiante cobra a taxa de um dia ({rate} ao ano ÷ 365 de cada saldo em custódia) do saldo ao fim de cada período de {unit, select, hour {{n, plural, one {# hora} other {# horas}}} other {{n, plural, one {# segundo} other {# segundos}}}}.',
  'custody.charges.total': 'Cobrado até agora',
  'custody.charges.nothing': 'nada ainda',
  'custody.charges.last': 'Última cobrança {time}',
  'custody.charges.noLast': 'Nenhuma cobrança ainda',
  'custody.charges.next': 'próxima cobrança {time}',
  'custody.charges.noNext': 'nenhuma cobrança prevista (nada em custódia)',
  'custody.charges.empty': 'Nenhuma taxa de custódia cobrada ainda.',
};
