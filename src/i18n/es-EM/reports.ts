// Español (Latinoamérica): the reports page's messages (translation of ../reports.ts).
import type { reportMessages } from '../reports';

export const messages: Record<keyof typeof reportMessages, string> = {
  'reports.title': 'Reportes',
  'reports.kind': 'Reporte',
  'reports.kind.name':
    '{kind, select, ledger {Libro mayor} movements {Depósitos y retiros} orders {Órdenes} trades {Operaciones} positions {Posiciones} funding {Operaciones de financiamiento} other {{kind}}}',
  'reports.from': 'Desde',
  'reports.to': 'Hasta',
  'reports.currency': 'Moneda',
  'reports.pair': 'Par',
  'reports.allFilter': 'Todos',
  'reports.show': 'Mostrar',
  'reports.more': 'Filas anteriores',
  'reports.export': 'Exportar CSV',
  'reports.exporting': 'Leyendo todas las filas del rango…',
  'reports.exported': '{count, plural, one {# fila exportada} other {# filas exportadas}} a {file}',
  'reports.tooMany':
    'Este rango tiene más de {max, number} filas, demasiadas para exportarlas aquí: use Enviar reporte por correo o elija un rango más corto.',
  'reports.email': 'Enviar reporte por correo',
  'reports.mailing': 'El exchange está generando el reporte…',
  'reports.mailed': 'Reporte enviado a {to}: {count, plural, one {# fila} other {# filas}}',
  'reports.count': '{count, plural, one {# fila mostrada} other {# filas mostradas}}',
  'reports.empty': 'No hay nada en este rango.',
  'reports.badRange': 'El inicio es posterior al final.',
  'reports.col':
    '{id, select, time {Hora} id {ID} currency {Moneda} wallet {Billetera} amount {Monto} balance {Saldo} description {Descripción} kind {Tipo} fee {Comisión} status {Estado} address {Dirección} txid {Transacción} symbol {Par} type {Tipo} price {Precio} priceAvg {Precio promedio} orderId {Orden} feeCurrency {Moneda de la comisión} maker {Maker} basePrice {Precio base} pl {G/P} offerId {Oferta} rate {Tasa} period {Días} other {{id}}}',
  'archive.title': 'Archivo',
  'archive.intro':
    'Órdenes cerradas, operaciones, posiciones y asientos del libro mayor anteriores a los últimos {days} días de los reportes: hasta el {day}.',
  'archive.search': 'Buscar',
  'reports.toArchive': '¿Más antiguo que el rango de los reportes? Está en el archivo.',
  'archive.tooRecent': 'El archivo termina el {day}; las filas posteriores están en Reportes.',
  'archive.empty': 'No hay nada archivado en este rango.',
};
