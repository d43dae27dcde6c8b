// Español: the account stream's outcome messages (translation of ../outcomes.ts).
import type { outcomeMessages } from '../outcomes';

export const messages: Record<keyof typeof outcomeMessages, string> = {
  'common.ambiguousNumber': '«{text}» puede leerse como {decimal} o {whole}: escríbelo sin separador de miles.',
  'outcome.bought': 'Compra: {amount} {base} a {price}',
  'outcome.sold': 'Venta: {amount} {base} a {price}',
  'outcome.partial': '{side, select, buy {Comprado} other {Vendido}} {filled} de {amount} {base} hasta ahora, a {price}',
  'outcome.cancelled': 'Cancelada: {type} de {side, select, buy {compra} other {venta}} de {amount} {base}',
  'outcome.cancelledPartly': 'Cancelada: {type} de {side, select, buy {compra} other {venta}} de {amount} {base}, tras ejecutarse {filled}',
  'outcome.cancelledByOco': 'Cancelada por su orden OCO vinculada: {type} de {side, select, buy {compra} other {venta}} de {amount} {base}',
  'outcome.cancelledByOcoPartly':
    'Cancelada por su orden OCO vinculada: {type} de {side, select, buy {compra} other {venta}} de {amount} {base}, tras ejecutarse {filled}',
  'outcome.expired': 'Vencida: {type} de {side, select, buy {compra} other {venta}} de {amount} {base}',
  'outcome.expiredPartly': 'Vencida: {type} de {side, select, buy {compra} other {venta}} de {amount} {base}, tras ejecutarse {filled}',
  'outcome.ended': 'Finalizada por el exchange ({reason}): {type} de {side, select, buy {compra} other {venta}} de {amount} {base}',
  'outcome.endedPartly':
    'Finalizada por el exchange ({reason}): {type} de {side, select, buy {compra} other {venta}} de {amount} {base}, tras ejecutarse {filled}',
  'outcome.positionOpened': 'Posición abierta: {side, select, long {largo} other {corto}} {amount} {pair} a {price}',
  'outcome.positionClosed': 'Posición cerrada: {pair}',
  'outcome.positionLiquidated': 'Posición liquidada: {pair}',
  'outcome.offerTaken':
    '{side, select, lend {Prestado:} other {Tomado en préstamo:}} {amount} {currency} al {rate} diario por {period} días',
  'outcome.offerCancelled': 'Oferta de financiamiento cancelada: {side, select, lend {prestar} other {pedir prestado}} {amount} {currency}',
  'outcome.loanClosed': 'Préstamo finalizado: {amount} {currency} de vuelta en la billetera de financiamiento',
  'outcome.creditClosed': 'Crédito cerrado: {amount} {currency} reembolsados',
  'outcome.depositPending': 'Llegó el depósito de {amount} {currency}; esperando confirmaciones',
  'outcome.depositProcessing': 'El depósito de {amount} {currency} se está procesando',
  'outcome.depositCompleted': 'Depósito de {amount} {currency} acreditado',
  'outcome.depositCancelled': 'El depósito de {amount} {currency} fue cancelado',
  'outcome.depositFailed': 'El depósito de {amount} {currency} falló',
  'outcome.withdrawalPending': 'El retiro de {amount} {currency} espera su confirmación',
  'outcome.withdrawalProcessing': 'El retiro de {amount} {currency} se está procesando',
  'outcome.withdrawalCompleted': 'Retiro de {amount} {currency} enviado',
  'outcome.withdrawalCancelled': 'El retiro de {amount} {currency} fue cancelado; el dinero volvió a su billetera',
  'outcome.withdrawalFailed': 'El retiro de {amount} {currency} falló; el dinero volvió a su billetera',
};
