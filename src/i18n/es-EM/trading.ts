// Español (Latinoamérica): the trading widgets' messages (translation of ../trading.ts).
import type { tradingMessages } from '../trading';

export const messages: Record<keyof typeof tradingMessages, string> = {
  'widgets.orderForm': 'Formulario de orden',
  'widgets.orders': 'Órdenes',
  'widgets.positions': 'Posiciones',
  'widgets.wallets': 'Billeteras',
  'widgets.funding': 'Financiamiento',
  'widgets.notifications': 'Notificaciones',
  'widgets.priceAlerts': 'Alertas de precio',

  'trading.signIn': 'Inicie sesión para operar.',
  'trading.signInLink': 'Iniciar sesión',
  'trading.connecting': 'Conectando su cuenta…',
  'trading.authFailed': 'El exchange rechazó su sesión: {text}',
  'trading.cancel': 'Cancelar',
  'trading.confirm': 'Confirmar',
  'trading.save': 'Guardar',
  'trading.close': 'Cerrar',
  'trading.buy': 'Comprar',
  'trading.sell': 'Vender',
  'trading.side': '{side, select, buy {Comprar} other {Vender}}',

  'error.required': 'Obligatorio',
  'error.positive': 'Ingrese un número mayor que 0',
  'error.belowMin': 'Mínimo {min}',
  'error.aboveMax': 'Máximo {max}',
  'error.leverage': 'Un número entero de 1 a 100',
  'error.period': 'Un número entero de días, de 2 a 30',
  'error.tif': 'Elija una fecha y hora futuras',
  'error.notNegative': 'Ingrese un número mayor o igual a 0',

  'funding.currency': 'Moneda',

  'notifications.label': 'Notificaciones',
  'notifications.empty': 'Nada aún: aquí aparecerá el resultado de cada orden.',
  'notifications.dismiss': 'Descartar',
  'notifications.more': '+{count} más',
  'notifications.clear': 'Borrar todo',
  'notifications.sound': 'Sonido',
  'notifications.soundHint': 'Avisos sonoros: un tono breve con cada notificación',
  'notifications.toasts': 'Últimas notificaciones',
  'notifications.level': '{level, select, success {Hecho} error {Fallido} other {Info}}',
};
