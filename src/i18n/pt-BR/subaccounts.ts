// Português (Brasil): the sub-accounts page's messages (translation of ../subaccounts.ts).
import type { subaccountMessages } from '../subaccounts';

export const messages: Record<keyof typeof subaccountMessages, string> = {
  'sub.title': 'Subcontas',
  'sub.intro':
    'Uma subconta tem suas próprias carteiras, ordens, posições e chaves de API: divida o capital entre estratégias ou mesas. Abasteça-a a partir desta conta, troque para ela para negociar e volte com um clique. Subcontas não têm senha própria.',
  'sub.create': 'Criar subconta',
  'sub.createTitle': 'Criar uma subconta',
  'sub.name': 'Nome',
  'sub.nameHint': '3–24 letras, dígitos, _ . ou -',
  'sub.createButton': 'Criar',
  'sub.cancel': 'Cancelar',
  'sub.col.name': 'Nome',
  'sub.col.email': 'E-mail',
  'sub.col.created': 'Criada',
  'sub.col.balances': 'Saldos',
  'sub.noBalance': 'Vazia',
  'sub.empty': 'Nenhuma subconta ainda. Crie uma para dividir seu capital.',
  'sub.switchTo': 'Trocar para',
  'sub.switchToNamed': 'Trocar para {name}',
  'sub.inUse': 'Em uso',
  'sub.transfer': 'Transferir',
  'sub.transferNamed': 'Transferir com {name}',
  'sub.transferTitle': 'Transferir com {name}',
  'sub.direction': 'Direção',
  'sub.toSub': 'Conta principal → {name}',
  'sub.fromSub': '{name} → Conta principal',
  'sub.fromWallet': 'Carteira de origem',
  'sub.toWallet': 'Carteira de destino',
  'sub.currency': 'Moeda',
  'sub.amount': 'Valor',
  'sub.transferButton': 'Transferir',
  'sub.transferred': '{amount} {currency} transferidos',
  'sub.inSub':
    'Você está usando a subconta {name}: a área de trabalho, as carteiras, as ordens e as chaves de API são dela. Apenas a conta principal cria subcontas.',
  'sub.created': 'Subconta {name} criada.',
};
