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
  'modals.agreement.title': 'Acordo de {currency}',
  'modals.agreement.intro':
    '{currency} pede que você aceite o próprio acordo antes do seu primeiro {action, select, deposit {depósito} withdraw {saque} other {negócio}} com esta moeda. Leia abaixo; a pergunta é feita uma só vez, e de novo apenas se o texto mudar.',
  'modals.agreement.accept': 'Aceitar e continuar',
  'modals.agreement.failed': 'Não foi possível ler o acordo: {reason}',
  'modals.emailCode.title': 'Confirme com o código que enviamos por e-mail',
  'modals.emailCode.sending': 'Enviando um código de confirmação para o seu e-mail…',
  'modals.emailCode.sent':
    'Sua conta não tem app autenticador, chave de segurança nem códigos por SMS, então enviamos um código de seis dígitos para {email}. Ele vale uma única vez, por 10 minutos.',
  'modals.emailCode.code': 'Código do e-mail',
  'modals.emailCode.sixDigits': 'Digite os seis dígitos do código.',
  'modals.emailCode.noMail': 'Não chegou o e-mail?',
  'modals.emailCode.resend': 'Enviar um novo código',
  'modals.emailCode.useLink': 'Confirmar pelo link do e-mail',
  'modals.emailCode.confirm': 'Confirmar',
  'modals.beneficiary.title': 'Quem recebe este saque?',
  'modals.beneficiary.intro':
    'Acima de {threshold} USD, a regra de viagem pergunta para quem vai o dinheiro. O beneficiário que você informou é {name}.',
  'modals.beneficiary.who': 'O beneficiário é',
  'modals.beneficiary.self': 'Eu: o dinheiro vai para minha própria conta ou carteira',
  'modals.beneficiary.third': 'Um terceiro',
  'modals.beneficiary.relationship': 'Sua relação com ele',
  'modals.beneficiary.relationshipNeeded': 'Informe sua relação com o beneficiário.',
  'modals.beneficiary.notPermitted':
    'Esta conta não é um beneficiário permitido: acima do limite ela só pode sacar para você mesmo. A verificação de nível Full permite indicar um terceiro.',
  'modals.beneficiary.confirm': 'Continuar',
  'modals.disclaimer.funding.title': 'Antes de pegar emprestado',
  'modals.disclaimer.funding.body':
    'Pegar emprestado coloca uma oferta no mercado de financiamento: uma vez aceita, o empréstimo cobra juros todos os dias à taxa que você ofereceu, usando-o ou não, até você quitá-lo ou o prazo terminar. O dinheiro emprestado sustenta posições de margem; se a garantia da sua carteira de margem deixar de cobri-las, as posições são liquidadas e a garantia pode ser perdida. Pegue emprestado apenas o que você entende e pode pagar.',
  'modals.disclaimer.accept': 'Entendi',
  'modals.disclaimer.leave': 'Agora não',
  'modals.help.action': 'Ajuda',
  'modals.help.title':
    'Ajuda: {tag, select, deposit {depósitos} withdraw {saques} security {segurança} orders {ordens} other {financiamento}}',
  'modals.help.list': 'Artigos sugeridos',
  'modals.help.loading': 'Procurando artigos…',
  'modals.help.none': 'Ainda não há artigos sobre isso.',
  'modals.help.failed': 'Não foi possível ler os artigos: {reason}',
  'modals.help.close': 'Fechar',
};
