// Português (Brasil): the reports page's messages (translation of ../reports.ts).
import type { reportMessages } from '../reports';

export const messages: Record<keyof typeof reportMessages, string> = {
  'reports.title': 'Relatórios',
  'reports.kind': 'Relatório',
  'reports.kind.name':
    '{kind, select, ledger {Extrato} movements {Depósitos e saques} orders {Ordens} trades {Negociações} positions {Posições} funding {Negociações de financiamento} other {{kind}}}',
  'reports.from': 'De',
  'reports.to': 'Até',
  'reports.currency': 'Moeda',
  'reports.pair': 'Par',
  'reports.allFilter': 'Todos',
  'reports.show': 'Mostrar',
  'reports.more': 'Linhas anteriores',
  'reports.export': 'Exportar CSV',
  'reports.exporting': 'Lendo todas as linhas do período…',
  'reports.exported': '{count, plural, one {# linha exportada} other {# linhas exportadas}} para {file}',
  'reports.tooMany':
    'Este período tem mais de {max, number} linhas, demais para exportar aqui: use Enviar relatório por e-mail ou escolha um período menor.',
  'reports.email': 'Enviar relatório por e-mail',
  'reports.mailing': 'A corretora está gerando o relatório…',
  'reports.mailed': 'Relatório enviado para {to}: {count, plural, one {# linha} other {# linhas}}',
  'reports.count': '{count, plural, one {# linha exibida} other {# linhas exibidas}}',
  'reports.empty': 'Nada neste período.',
  'reports.badRange': 'O início é posterior ao fim.',
  'reports.col':
    '{id, select, time {Hora} id {ID} currency {Moeda} wallet {Carteira} amount {Valor} balance {Saldo} description {Descrição} kind {Tipo} fee {Taxa} status {Status} address {Endereço} txid {Transação} symbol {Par} type {Tipo} price {Preço} priceAvg {Preço médio} orderId {Ordem} feeCurrency {Moeda da taxa} maker {Maker} basePrice {Preço base} pl {L/P} offerId {Oferta} rate {Juros} period {Dias} other {{id}}}',
  'archive.title': 'Arquivo',
  'archive.intro':
    'Ordens encerradas, negociações, posições e lançamentos do razão anteriores aos últimos {days} dias dos relatórios: até {day}.',
  'archive.search': 'Pesquisar',
  'reports.toArchive': 'Mais antigo que o período dos relatórios? Está no arquivo.',
  'archive.tooRecent': 'O arquivo termina em {day}; linhas posteriores estão em Relatórios.',
  'archive.empty': 'Nada arquivado neste intervalo.',
};
