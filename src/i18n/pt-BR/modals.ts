// Português (Brasil): the modals' messages (translation of ../modals.ts).
import type { modalMessages } from '../modals';

export const messages: Record<keyof typeof modalMessages, string> = {
  'modals.cancel': 'Cancelar',
  'modals.failed': 'Não foi possível ler os termos: {reason}',
  'modals.derivatives.title': 'Boas-vindas à negociação de derivativos',
  'modals.derivatives.intro':
    'Contratos perpétuos como {pair} permitem comprar ou vender a descoberto com alavancagem, com garantia na sua carteira de derivativos. Antes da sua primeira ordem de derivativos, leia os termos de derivativos abaixo e aceite-os; isso é pedido só uma vez.',
  'modals.derivatives.accept': 'Aceitar e enviar a ordem',
  'modals.uk_warning.title': 'Aviso de risco para residentes do Reino Unido',
  'modals.uk_warning.intro':
    'Não invista a menos que esteja preparado para perder todo o dinheiro investido. Este é um investimento de alto risco e é improvável que você esteja protegido se algo der errado. Leia o aviso abaixo antes da sua primeira negociação; isso é pedido só uma vez.',
  'modals.uk_warning.accept': 'Entendi, enviar a ordem',
  'modals.demo.title': 'A negociação simulada está ativada',
  'modals.demo.body':
    '{action, select, withdraw {Um saque} other {Um depósito}} de {currency} movimenta dinheiro real, e esta conta está em negociação simulada, que usa apenas os fundos de teste (TESTBTC, TESTUSD). Desative a negociação simulada para continuar, ou mantenha-a e negocie o par de teste.',
  'modals.demo.keep': 'Manter a negociação simulada',
  'modals.demo.switch':
    '{action, select, withdraw {Desativar a negociação simulada e sacar} other {Desativar a negociação simulada e depositar}}',
  'modals.highCost.title': 'Empréstimo de alto custo',
  'modals.highCost.body':
    'Você está prestes a oferecer {rate} ao dia por {amount} {currency}, {yearly} ao ano: acima dos {threshold} ao dia considerados de alto custo. Em {days} dias os juros chegariam a cerca de {cost} {currency}. Tomar emprestado a essa taxa?',
  'modals.highCost.confirm': 'Tomar emprestado mesmo assim',
  'modals.highCost.cancel': 'Mudar a taxa',
  'modals.settings.columns': 'Colunas',
  'modals.settings.options': 'Opções',
  'modals.settings.save': 'Salvar',
  'modals.settings.oneColumn': 'Mantenha pelo menos uma coluna.',
  'modals.trades.option.flash': 'Destacar os negócios quando chegam',
  'modals.trades.option.sideColour': 'Colorir o preço pelo lado do tomador',
  'modals.markets.option.fit': 'Em um painel estreito, ocultar o volume e depois a variação',
  'modals.markets.option.flash': 'Destacar o último preço quando muda',
};
