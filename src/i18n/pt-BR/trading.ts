// Português (Brasil): the trading widgets' messages (translation of ../trading.ts).
import type { tradingMessages } from '../trading';

export const messages: Record<keyof typeof tradingMessages, string> = {
  'widgets.orderForm': 'Boleta',
  'widgets.orders': 'Ordens',
  'widgets.positions': 'Posições',
  'widgets.wallets': 'Carteiras',
  'widgets.funding': 'Financiamento',
  'widgets.notifications': 'Notificações',
  'widgets.priceAlerts': 'Alertas de preço',

  'trading.signIn': 'Entre para negociar.',
  'trading.signInLink': 'Entrar',
  'trading.connecting': 'Conectando sua conta…',
  'trading.authFailed': 'A corretora recusou sua sessão: {text}',
  'trading.cancel': 'Cancelar',
  'trading.confirm': 'Confirmar',
  'trading.save': 'Salvar',
  'trading.close': 'Fechar',
  'trading.buy': 'Comprar',
  'trading.sell': 'Vender',
  'trading.side': '{side, select, buy {Comprar} other {Vender}}',

  'error.required': 'Obrigatório',
  'error.positive': 'Digite um número maior que 0',
  'error.belowMin': 'No mínimo {min}',
  'error.aboveMax': 'No máximo {max}',
  'error.leverage': 'Um número inteiro de 1 a 100',
  'error.period': 'Um número inteiro de dias, de 2 a 30',
  'error.tif': 'Escolha uma data e hora no futuro',
  'error.notNegative': 'Digite um número igual ou maior que 0',

  'funding.currency': 'Moeda',

  'notifications.label': 'Notificações',
  'notifications.empty': 'Nada ainda: o resultado de cada ordem aparecerá aqui.',
  'notifications.dismiss': 'Dispensar',
  'notifications.more': '+{count} mais',
  'notifications.clear': 'Limpar tudo',
  'notifications.sound': 'Som',
  'notifications.soundHint': 'Avisos sonoros: um toque curto a cada notificação',
  'notifications.toasts': 'Últimas notificações',
  'notifications.level': '{level, select, success {Concluído} error {Falhou} other {Info}}',
};
