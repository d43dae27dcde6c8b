// Português (Brasil): the account stream's outcome messages (translation of ../outcomes.ts).
import type { outcomeMessages } from '../outcomes';

export const messages: Record<keyof typeof outcomeMessages, string> = {
  'common.ambiguousNumber': '“{text}” pode ser lido como {decimal} ou {whole}: digite sem separador de milhar.',
  'outcome.bought': 'Compra: {amount} {base} a {price}',
  'outcome.sold': 'Venda: {amount} {base} a {price}',
  'outcome.partial': '{side, select, buy {Comprado} other {Vendido}} {filled} de {amount} {base} até agora, a {price}',
  'outcome.cancelled': 'Cancelada: {type} de {side, select, buy {compra} other {venda}} de {amount} {base}',
  'outcome.cancelledPartly': 'Cancelada: {type} de {side, select, buy {compra} other {venda}} de {amount} {base}, após executar {filled}',
  'outcome.cancelledByOco': 'Cancelada pela ordem OCO vinculada: {type} de {side, select, buy {compra} other {venda}} de {amount} {base}',
  'outcome.cancelledByOcoPartly':
    'Cancelada pela ordem OCO vinculada: {type} de {side, select, buy {compra} other {venda}} de {amount} {base}, após executar {filled}',
  'outcome.expired': 'Expirada: {type} de {side, select, buy {compra} other {venda}} de {amount} {base}',
  'outcome.expiredPartly': 'Expirada: {type} de {side, select, buy {compra} other {venda}} de {amount} {base}, após executar {filled}',
  'outcome.ended': 'Encerrada pela corretora ({reason}): {type} de {side, select, buy {compra} other {venda}} de {amount} {base}',
  'outcome.endedPartly':
    'Encerrada pela corretora ({reason}): {type} de {side, select, buy {compra} other {venda}} de {amount} {base}, após executar {filled}',
  'outcome.positionOpened': 'Posição aberta: {side, select, long {comprada} other {vendida}} {amount} {pair} a {price}',
  'outcome.positionClosed': 'Posição fechada: {pair}',
  'outcome.positionLiquidated': 'Posição liquidada: {pair}',
  'outcome.offerTaken':
    '{side, select, lend {Emprestado:} other {Tomado emprestado:}} {amount} {currency} a {rate} ao dia por {period} dias',
  'outcome.offerCancelled':
    'Oferta de financiamento cancelada: {side, select, lend {emprestar} other {tomar emprestado}} {amount} {currency}',
  'outcome.loanClosed': 'Empréstimo encerrado: {amount} {currency} de volta na carteira de financiamento',
  'outcome.creditClosed': 'Crédito encerrado: {amount} {currency} reembolsados',
  'outcome.depositPending': 'Depósito de {amount} {currency} recebido, aguardando confirmações',
  'outcome.depositProcessing': 'O depósito de {amount} {currency} está sendo processado',
  'outcome.depositCompleted': 'Depósito de {amount} {currency} creditado',
  'outcome.depositCancelled': 'O depósito de {amount} {currency} foi cancelado',
  'outcome.depositFailed': 'O depósito de {amount} {currency} falhou',
  'outcome.withdrawalPending': 'O saque de {amount} {currency} aguarda sua confirmação',
  'outcome.withdrawalProcessing': 'O saque de {amount} {currency} está sendo processado',
  'outcome.withdrawalCompleted': 'Saque de {amount} {currency} enviado',
  'outcome.withdrawalCancelled': 'O saque de {amount} {currency} foi cancelado; o dinheiro voltou para sua carteira',
  'outcome.withdrawalFailed': 'O saque de {amount} {currency} falhou; o dinheiro voltou para sua carteira',
};
