// Português (Brasil): the frame's occasional notices (translation of ../notices.ts).
import type { noticeMessages } from '../notices';

export const messages: Record<keyof typeof noticeMessages, string> = {
  'connection.refused': 'Muitas conexões deste endereço; nova tentativa em {seconds} s',
  'site.notOfferedTitle': 'Não disponível neste site',
  'site.notOffered':
    '{feature, select, funding {Financiamento e empréstimos não estão disponíveis} margin {A negociação com margem não está disponível} derivatives {A negociação de derivativos não está disponível} securities {Valores mobiliários não estão disponíveis} otc {A mesa OTC não está disponível} custody {A custódia regulada não está disponível} staking {O staking não está disponível} borrow {Empréstimos não estão disponíveis} terminal {O terminal de financiamento não está disponível} affiliates {O programa de afiliados não está disponível} pay {Pagamentos não estão disponíveis} competitions {Competições de trading não estão disponíveis} other {Este recurso não está disponível}} neste site. Todo o resto funciona normalmente.',
  'site.backToMarkets': 'Ir para os mercados',
  'consent.title': 'Consentimento de cookies',
  'consent.body':
    'Usamos cookies necessários para manter você conectado e o site funcionando. Com o seu consentimento, também contamos as visualizações de página (analíticos) e medimos nossas campanhas (marketing). Você pode mudar sua escolha a qualquer momento.',
  'consent.necessary': 'Necessários (sempre ativos)',
  'consent.analytical': 'Analíticos',
  'consent.marketing': 'Marketing',
  'consent.save': 'Salvar escolhas',
  'consent.settings': 'Configurações',
  'consent.rejectAll': 'Rejeitar todos',
  'consent.acceptAll': 'Aceitar todos',
  'permissions.title': 'Permissões ausentes',
  'permissions.body': 'A corretora recusou esta ação: sua sessão não tem a permissão necessária ({reason}).',
  'permissions.inSub':
    'Você está operando em uma subconta. O login, os segundos fatores e as configurações de segurança pertencem à conta principal: volte para ela para alterá-los.',
  'permissions.whatToDo':
    'Use uma conta ou uma chave de API que tenha esta permissão: o titular da conta concede as permissões ao criar uma chave na página Chaves de API.',
  'permissions.close': 'Fechar',
  'permissions.denied':
    '{scope, select, orders {Esta sessão não pode criar, alterar ou cancelar ordens} positions {Esta sessão não pode fechar, reivindicar ou aumentar posições} funding {Esta sessão não pode ofertar, tomar ou cancelar financiamento} wallets {Esta sessão não pode transferir entre carteiras, converter ou criar endereços de depósito} withdraw {Esta sessão não pode sacar} settings {Esta sessão não pode salvar configurações ou layouts} account {Esta sessão não pode alterar a conta} other {Esta sessão não pode fazer isso}}: falta a permissão de escrita {scope}.',
  'permissions.readOnly':
    'Sessão somente leitura: lê tudo e não altera nada (faltam as permissões de escrita {scopes}). Os controles que escreveriam estão desativados, cada um com o seu motivo.',
  'permissions.restricted':
    'Sessão restrita: faltam as permissões de escrita {scopes}. Os controles que precisam delas estão desativados, cada um com o seu motivo; todo o resto funciona normalmente.',
  'permissions.bodyLocal': 'Sua sessão não tem a permissão necessária ({reason}), por isso nada foi enviado à corretora.',
  'offline.notice':
    'Você está offline. Os preços, saldos e ordens desta página não estão em tempo real; eles se atualizam sozinhos quando a conexão voltar.',
};
