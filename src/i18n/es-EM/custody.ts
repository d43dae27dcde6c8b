// Español (Latinoamérica): the custody page's messages (translation of ../custody.ts).
import type { custodyMessages } from '../custody';

export const messages: Record<keyof typeof custodyMessages, string> = {
  'custody.title': 'Custodia',
  'custody.intro':
    '{partner}, un custodio regulado, guarda tus activos fuera del exchange. Abre con él una cuenta de custodia y luego mueve dinero entre tu billetera de exchange y esa cuenta. El custodio cobra {rate} al año sobre el valor que guarda y una comisión fija por transferencia, descontada del monto movido.',
  'custody.kyc': 'Cuenta de custodia',
  'custody.kyc.status':
    '{status, select, NOT_STARTED {Sin abrir} PENDING {En revisión} APPROVED {Abierta} REJECTED {Rechazada} other {{status}}}',
  'custody.kyc.notStarted': 'Aún no tienes cuenta de custodia. Solicita abrir una: el custodio revisa tus datos y decide.',
  'custody.kyc.pending': 'El custodio está revisando tu solicitud (enviada el {applied}); decidirá antes del {due}.',
  'custody.kyc.approved': 'Tu cuenta de custodia está abierta desde el {decided}.',
  'custody.kyc.rejected': 'El custodio rechazó tu solicitud el {decided}: {reason}',
  'custody.onboard': 'Abrir una cuenta de custodia',
  'custody.onboardAgain': 'Solicitar de nuevo',
  'custody.checkStatus': 'Consultar estado',
  'custody.fees': 'Comisiones',
  'custody.fees.custody':
    'Comisión de custodia: {rate} al año ({bps} puntos básicos) del valor guardado, {fee} USD al año sobre tus activos actuales.',
  'custody.fees.transfer': 'Cada transferencia paga la comisión de su moneda, descontada del monto movido; el resto llega.',
  'custody.portfolio': 'Saldos y portafolio',
  'custody.portfolio.total': 'Valor total {total} USD',
  'custody.portfolio.updated': 'Precios índice del exchange a las {time}',
  'custody.col':
    '{id, select, currency {Moneda} custody {Saldo en custodia} exchange {Disponible en billetera de exchange} index {Precio índice (USD)} value {Valor (USD)} share {Participación} yearlyFee {Comisión de custodia anual (USD)} transferFee {Comisión por transferencia} minTransfer {Transferencia mínima} decimals {Decimales} time {Hora} id {ID} direction {Dirección} amount {Monto} fee {Comisión} received {Recibido} status {Estado} charged {Comisión cobrada} balance {Saldo después} period {Período} other {{id}}}',
  'custody.transfer': 'Transferencia',
  'custody.transfer.closed': 'Las transferencias se habilitan cuando tu cuenta de custodia esté abierta.',
  'custody.direction': 'Dirección',
  'custody.direction.name':
    '{direction, select, to_custody {Billetera de exchange → custodia} to_exchange {Custodia → billetera de exchange} other {{direction}}}',
  'custody.currency': 'Moneda',
  'custody.amount': 'Monto ({currency})',
  'custody.max': 'Máx.',
  'custody.available':
    '{direction, select, to_custody {Disponible en la billetera de exchange} other {En la cuenta de custodia}}: {amount} {currency}',
  'custody.preview': 'Comisión {fee} {currency} · llega {received} {currency}',
  'custody.send': 'Revisar transferencia',
  'custody.error.amount': 'Ingresa un monto positivo.',
  'custody.error.decimals': '{currency} se mueve con {decimals, plural, one {# decimal} other {# decimales}} como máximo.',
  'custody.error.min': 'La transferencia mínima de {currency} es {min}.',
  'custody.error.above': 'Es más que los {available} {currency} disponibles.',
  'custody.confirm.title': 'Confirma la transferencia',
  'custody.confirm.body':
    '{direction, select, to_custody {¿Mover {amount} {currency} de tu billetera de exchange a tu cuenta de custodia?} other {¿Mover {amount} {currency} de tu cuenta de custodia a tu billetera de exchange?}} El custodio cobra su comisión de {fee} {currency}: llegan {received} {currency}.',
  'custody.confirm.ok': 'Transferir',
  'custody.confirm.cancel': 'Cancelar',
  'custody.done':
    'Transferencia {id} hecha: llegaron {received} {currency} {direction, select, to_custody {a tu cuenta de custodia} other {a tu billetera de exchange}}.',
  'custody.history': 'Transferencias',
  'custody.history.empty': 'Aún no hay transferencias.',
  'custody.status': '{status, select, COMPLETED {Completada} PENDING {Pendiente} other {{status}}}',
  'custody.charges': 'Comisión de custodia cobrada',
  'custody.charges.schedule':
    'El custodio cobra la comisión de un día ({rate} al año ÷ 365 de cada saldo en custodia) del saldo al final de cada período de {unit, select, hour {{n, plural, one {# hora} other {# horas}}} other {{n, plural, one {# segundo} other {# segundos}}}}.',
  'custody.charges.total': 'Cobrado hasta ahora',
  'custody.charges.nothing': 'nada aún',
  'custody.charges.last': 'Último cobro {time}',
  'custody.charges.noLast': 'Aún sin cobros',
  'custody.charges.next': 'próximo cobro {time}',
  'custody.charges.noNext': 'ningún cobro pendiente (nada en custodia)',
  'custody.charges.empty': 'Aún no se ha cobrado comisión de custodia.',
};
