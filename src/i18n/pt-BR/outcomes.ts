// Português (Brasil): the account stream's outcome messages (translation of ../outcomes.ts).
import type { outcomeMessages } from '../outcomes';

export const messages: Record<keyof typeof outcomeMessages, string> = {
  'layouts.importTooBig': 'Este arquivo é maior que o tamanho máximo de um layout ({kb} KB); nada foi importado.',
  'layouts.importNotJson': 'Este arquivo não é um layout (não é JSON); nada foi importado.',
  'layouts.importForeign': 'Este arquivo não é um layout do Tradedesk; nada foi importado.',
  'layouts.importNewer': 'Este layout vem de uma versão mais recente do Tradedesk; atualize para importá-lo. Nada foi importado.',
  'layouts.importInvalid': 'Este arquivo de layout está corrompido; nada foi importado.',
  'layouts.importTooDeep': 'Este layout tem mais níveis de aninhamento do que qualquer layout real; nada foi importado.',
  'layouts.importUnreadable': 'Não foi possível ler o arquivo; nada foi importado.',
  'layouts.imported': 'Layout “{name}” importado.',
  'layouts.importedDropped': '“{name}” importado sem {count, plural, one {# painel} other {# painéis}} que esta versão não tem: {types}.',
  'layouts.nameRequired': 'Dê um nome ao layout.',
  'layouts.nameTaken': 'Outro layout já tem este nome.',
  'layouts.deleteBody': 'Excluir o layout “{name}”? Esta ação não pode ser desfeita.',
  'layouts.saveFailed': 'Não foi possível salvar o layout.',
  'popout.blocked':
    'Seu navegador bloqueou a janela de {name}: por ora ele voltou ao seu painel. Permita pop-ups para este site para abri-lo em sua janela, ou destaque-o de novo.',
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
