// Os textos das páginas de conteúdo em português do Brasil.
import type { InfoPageTexts } from './types';

export const PT_BR: InfoPageTexts = {
  'anti-spam': {
    title: 'Spam e phishing',
    summary: 'A Tradedesk nunca pede sua senha, seu código de segundo fator ou o segredo da sua chave de API por e-mail, chat ou telefone.',
    sections: [
      {
        heading: 'O que enviamos',
        body: 'Nossos e-mails confirmam um cadastro, um novo dispositivo, um saque ou uma assinatura da newsletter. Todos levam ao próprio domínio da Tradedesk; nenhum pede que você digite um código na resposta.',
      },
      {
        heading: 'Se algo parecer errado',
        body: 'Não clique. Abra a Tradedesk você mesmo, confira em Segurança se há sessões ou chaves de API desconhecidas e troque a senha na dúvida. Um saque que você não pediu pode ser cancelado enquanto aguarda confirmação.',
      },
    ],
    cta: 'Verificar suas configurações de segurança',
  },
  'bitcoin-halving': {
    title: 'O halving do Bitcoin',
    summary: 'A cada cerca de quatro anos (a cada 210.000 blocos) a recompensa pela mineração de um bloco de Bitcoin cai pela metade.',
    sections: [
      {
        heading: 'O que muda',
        body: 'Novos bitcoins só entram em circulação como recompensa de bloco. Cada halving desacelera essa emissão, até a oferta chegar ao teto de 21 milhões de BTC. O halving de abril de 2024 reduziu a recompensa de 6,25 para 3,125 BTC por bloco.',
      },
      {
        heading: 'Negociar em torno dele',
        body: 'A volatilidade costuma subir nas semanas em torno de um halving. Acompanhe o livro de BTC/USD e a taxa de financiamento do perpétuo na mesa, e dimensione as posições com a margem que você pode perder.',
      },
    ],
    cta: 'Abrir a mesa',
  },
  'bug-bounty': {
    title: 'Programa de recompensa por falhas',
    summary:
      'Encontrou uma vulnerabilidade na Tradedesk? Conte-nos em particular: corrigimos, damos o crédito e pagamos uma recompensa conforme o impacto.',
    sections: [
      {
        heading: 'Escopo',
        body: 'O cliente web, as APIs REST e WebSocket da exchange, o login, a autenticação de dois fatores, as sessões, as chaves de API, as subcontas, os depósitos e os saques.',
      },
      {
        heading: 'Regras',
        body: 'Teste apenas nas suas próprias contas ou no ambiente de negociação simulada. Não acesse dados de outros usuários, não degrade o serviço e dê tempo para a correção antes de publicar.',
      },
    ],
    cta: 'Ler a política de segurança',
  },
  'deposits-withdrawals': {
    title: 'Depósitos e saques',
    summary: 'Cada moeda que a exchange movimenta, o método de rede ou bancário usado, a taxa de saque e os limites.',
    sections: [
      {
        heading: 'Depósitos',
        body: 'Depósitos são gratuitos. Cada método tem seu próprio endereço de depósito, mostrado em Carteiras; um novo endereço pode ser criado a qualquer momento e os antigos continuam valendo.',
      },
      {
        heading: 'Saques',
        body: 'A taxa é descontada do valor sacado. Um saque aguarda sua confirmação por e-mail e pode ser cancelado até ser enviado. Endereços de confiança podem ficar no seu catálogo de endereços.',
      },
    ],
    cta: 'Fazer um depósito',
  },
  download: {
    title: 'Baixar a Tradedesk',
    summary: 'A Tradedesk roda no navegador: não há nada para instalar, no computador ou no celular.',
    sections: [
      {
        heading: 'No navegador',
        body: 'Abra a mesa em qualquer navegador atual. O navegador guarda os arquivos do app, então a mesa abre rápido na próxima visita, e seus layouts acompanham sua conta de um computador para outro.',
      },
      {
        heading: 'Sua própria exchange',
        body: 'O repositório inclui uma exchange embutida que inicia com um comando e serve como ambiente de negociação simulada, para experimentar tudo sem dinheiro real.',
      },
    ],
    cta: 'Abrir a mesa',
  },
  features: {
    title: 'Recursos',
    summary: 'Uma mesa de operações feita para telas densas e mãos rápidas: tudo o que um profissional precisa, nada no caminho.',
    sections: [
      {
        heading: 'A mesa',
        body: 'Organize livro de ofertas, gráfico, negócios, boleta, posições e carteiras num layout seu. Vincule painéis por cor para seguirem um par, destaque painéis para outra tela e desfaça qualquer mudança de layout.',
      },
      {
        heading: 'Ordens',
        body: 'Ordens limitadas, a mercado, stop, stop limitada, stop móvel, fill-or-kill, immediate-or-cancel e OCO no mercado à vista, na margem e em contratos perpétuos.',
      },
      {
        heading: 'Contas',
        body: 'Subcontas com suas próprias chaves de API, autenticação de dois fatores com qualquer app autenticador, relatórios de cada lançamento e negociação simulada em TESTUSD e TESTBTC.',
      },
    ],
    cta: 'Criar uma conta',
  },
  'how-to-buy-bitcoin': {
    title: 'Como comprar Bitcoin',
    summary: 'Os passos de uma conta nova ao seu primeiro bitcoin na Tradedesk.',
    sections: [
      {
        heading: '1. Cadastre-se e verifique',
        body: 'Crie uma conta com seu e-mail, ative a autenticação de dois fatores e conclua a verificação para depositar e negociar com dinheiro real.',
      },
      {
        heading: '2. Deposite',
        body: 'Envie USD por transferência bancária ou uma stablecoin como o Tether (UST) para o endereço de depósito em Carteiras.',
      },
      {
        heading: '3. Compre e guarde',
        body: 'Abra BTC/USD na mesa e envie uma ordem a mercado, ou uma ordem limitada no seu preço. Guarde seus BTC na Tradedesk ou saque para uma carteira sua, on-chain ou pela Lightning.',
      },
    ],
    cta: 'Criar uma conta',
  },
  'how-to-buy-ethereum': {
    title: 'Como comprar Ethereum',
    summary: 'Compre ether (ETH) na Tradedesk com dólares, euros ou stablecoins.',
    sections: [
      {
        heading: '1. Abra uma conta',
        body: 'Cadastre-se, proteja a conta com um segundo fator e verifique sua identidade para negociar com dinheiro real.',
      },
      {
        heading: '2. Deposite',
        body: 'Deposite USD, EUR ou UST. A taxa e os limites de cada método estão na página de depósitos e saques.',
      },
      {
        heading: '3. Negocie ETH',
        body: 'Escolha ETH/USD ou ETH/BTC na mesa e envie sua ordem. Um saque para um endereço Ethereum custa a taxa de rede mostrada antes da confirmação.',
      },
    ],
    cta: 'Criar uma conta',
  },
  'how-to-buy-litecoin': {
    title: 'Como comprar Litecoin',
    summary: 'O Litecoin (LTC) liquida em cerca de dois minutos e meio; veja como comprá-lo na Tradedesk.',
    sections: [
      {
        heading: '1. Cadastre-se',
        body: 'Crie e verifique sua conta e ative a autenticação de dois fatores.',
      },
      {
        heading: '2. Deposite e negocie',
        body: 'Deposite USD ou UST, abra o mercado de LTC na mesa e compre a mercado ou a um preço limite. A boleta mostra o custo do negócio antes do envio.',
      },
      {
        heading: '3. Saque quando quiser',
        body: 'Envie LTC para qualquer endereço Litecoin; a taxa está na página de depósitos e saques.',
      },
    ],
    cta: 'Criar uma conta',
  },
  manifesto: {
    title: 'Manifesto',
    summary: 'As ferramentas de um trader devem ser rápidas, honestas e organizadas do jeito dele.',
    sections: [
      {
        heading: 'Densa por padrão',
        body: 'Telas são para números. Mostramos o livro, os negócios e suas posições lado a lado, num tema escuro que descansa os olhos numa longa sessão.',
      },
      {
        heading: 'Números honestos',
        body: 'Toda taxa é publicada, toda recusa diz o motivo e todo número da mesa vem da exchange, nunca de um palpite.',
      },
      {
        heading: 'Aberta para praticar',
        body: 'Qualquer pessoa pode rodar a exchange embutida e negociar no simulado antes de arriscar dinheiro. Aprender não deveria custar uma taxa.',
      },
    ],
    cta: 'Sobre a Tradedesk',
  },
  'mobile-trading': {
    title: 'Negocie em qualquer lugar',
    summary: 'A Tradedesk abre no navegador do seu celular ou tablet: os mercados, a boleta e suas posições onde você estiver.',
    sections: [
      {
        heading: 'Ao vivo em todo lugar',
        body: 'Preços, saldos e ordens se atualizam ao vivo pela mesma conexão do computador, e o layout salvo no computador é o que você encontra ao entrar.',
      },
      {
        heading: 'Seguro em todo dispositivo',
        body: 'Entrar por um dispositivo novo pede seu segundo fator. Em Segurança você vê cada sessão ativa e pode encerrar qualquer uma.',
      },
    ],
    cta: 'Abrir a mesa',
  },
  pro: {
    title: 'Tradedesk Pro: a API',
    summary:
      'Negocie com seus próprios programas pelo protocolo API v2: REST para ordens e carteiras, WebSocket para livros, negócios e atualizações da conta ao vivo.',
    sections: [
      {
        heading: 'Chaves de API',
        body: 'Crie chaves só com as permissões necessárias (ordens, financiamento, carteiras, saques), veja quando cada uma foi usada pela última vez e revogue qualquer uma a qualquer momento.',
      },
      {
        heading: 'Feita para robôs',
        body: 'Atualizações de ordens em lote, checksums do livro e números de sequência permitem a um programa manter uma cópia exata do livro e se recuperar após uma desconexão.',
      },
    ],
    cta: 'Gerenciar chaves de API',
  },
  'security-policy': {
    title: 'Política de segurança',
    summary: 'Como a Tradedesk protege contas e fundos, e como relatar uma vulnerabilidade.',
    sections: [
      {
        heading: 'Contas',
        body: 'As senhas são guardadas com hash scrypt. A autenticação de dois fatores usa TOTP de qualquer app autenticador. Tentativas de login falhas repetidas bloqueiam o endereço de origem, não a sua conta.',
      },
      {
        heading: 'Fundos',
        body: 'Saques exigem confirmação por e-mail e podem ser cancelados até serem enviados. Saques maiores informam o beneficiário conforme a regra de viagem.',
      },
      {
        heading: 'Relatos',
        body: 'Relate uma vulnerabilidade em particular pelo nosso programa de recompensa por falhas. Confirmamos o recebimento em até dois dias úteis e mantemos você informado até a correção.',
      },
    ],
    cta: 'Verificar suas configurações de segurança',
  },
  support: {
    title: 'Suporte',
    summary: 'Respostas às perguntas mais comuns dos traders e onde encontrar seus próprios registros.',
    sections: [
      {
        heading: 'Onde está meu depósito ou saque?',
        body: 'Relatórios lista cada depósito e saque com o estado e o id da transação. Um saque aguarda sua confirmação por e-mail antes de ser enviado.',
      },
      {
        heading: 'Perdi meu segundo fator',
        body: 'Fale com o suporte pelo e-mail da sua conta. Verificamos sua identidade antes de remover o fator.',
      },
      {
        heading: 'Uma ordem foi recusada',
        body: 'A boleta mostra o motivo da exchange: em geral o saldo, o tamanho mínimo do par ou um preço fora dos limites.',
      },
    ],
    cta: 'Ver seus relatórios',
  },
  thalex: {
    title: 'Opções na Thalex',
    summary:
      'A Thalex é uma exchange de derivativos de opções sobre Bitcoin e Ether; na Tradedesk você negocia os contratos perpétuos dessas moedas.',
    sections: [
      {
        heading: 'Opções e perpétuos',
        body: 'Uma opção dá o direito de comprar ou vender a um preço fixo até o vencimento; um contrato perpétuo não vence e acompanha o preço à vista pela taxa de financiamento. Traders costumam usar um para proteger o outro.',
      },
      {
        heading: 'Perpétuos na Tradedesk',
        body: 'Contratos perpétuos exigem uma conta verificada num país onde derivativos são oferecidos. Transfira garantia em stablecoin de dólar para sua carteira de derivativos e negocie na mesa.',
      },
    ],
    cta: 'Ver os derivativos',
  },
  alpha: {
    title: 'Tradedesk Alpha',
    summary:
      'Nossa leitura semanal dos mercados: o que se moveu, por quê, e o que os livros de ofertas e as taxas de financiamento dizem sobre a semana.',
    sections: [
      {
        heading: 'O que cobre',
        body: 'Volume e volatilidade dos pares listados, as taxas de financiamento dos contratos perpétuos, as taxas de empréstimo do livro de financiamento e os eventos da semana seguinte.',
      },
      {
        heading: 'Onde ler',
        body: 'Cada edição é publicada em Notícias e enviada aos assinantes da newsletter Mercados da semana. É comentário de mercado, não recomendação de investimento.',
      },
    ],
    cta: 'Ler as notícias',
  },
  app: {
    title: 'O app Tradedesk',
    summary: 'Um app para o dia inteiro de negociação: mercados, a mesa, carteiras, relatórios e as configurações da conta.',
    sections: [
      {
        heading: 'Comece pelos mercados',
        body: 'A lista de mercados mostra cada par que o site oferece com o último preço, a variação do dia e o volume. Escolha um e a mesa abre nele.',
      },
      {
        heading: 'Tudo num só lugar',
        body: 'Deposite e saque em Carteiras, baixe seu extrato em Relatórios, gerencie chaves de API e subcontas, e mude idioma, tema e formato dos números em Interface.',
      },
    ],
    cta: 'Abrir o app',
  },
  channels: {
    title: 'Canais oficiais',
    summary: 'Onde a Tradedesk fala com você, para distinguir nossas mensagens das de impostores.',
    sections: [
      {
        heading: 'Nossos canais',
        body: 'As páginas de Notícias deste site, as newsletters que você assina, os avisos dentro do app (manutenção, ações necessárias) e os e-mails da exchange sobre a sua própria conta.',
      },
      {
        heading: 'Todo o resto',
        body: 'Ninguém da Tradedesk vai procurar você primeiro por mensagem privada, oferecer-se para administrar seus fundos ou pedir que envie moedas para “verificar” um endereço. Trate qualquer mensagem assim como fraude.',
      },
    ],
    cta: 'Ler as notícias',
  },
  'financial-inclusion-latam': {
    title: 'Inclusão financeira na América Latina',
    summary:
      'Bitcoin e stablecoins permitem a qualquer pessoa com um celular guardar e enviar dinheiro entre países, com ou sem conta em banco.',
    sections: [
      {
        heading: 'Poupar numa moeda estável',
        body: 'Onde a inflação corrói a poupança, uma stablecoin de dólar como o Tether (UST) mantém o valor e pode ser enviada em minutos por uma taxa de centavos.',
      },
      {
        heading: 'Moeda local, pares locais',
        body: 'O site brasileiro negocia bitcoin contra o real (BTC/BRL), para comprar e vender sem converter antes para dólares.',
      },
      {
        heading: 'Aprenda antes de arriscar',
        body: 'A negociação simulada em TESTUSD e TESTBTC funciona exatamente como a mesa real, para aprender ordens e risco sem gastar nada.',
      },
    ],
    cta: 'Como comprar Bitcoin',
  },
  join: {
    title: 'Entre na Tradedesk',
    summary: 'Uma conta leva um minuto: um e-mail, uma senha e o país onde você mora.',
    sections: [
      {
        heading: 'Pratique primeiro',
        body: 'Os pares de negociação simulada em TESTUSD e TESTBTC funcionam exatamente como os reais e estão abertos a toda conta, verificada ou não.',
      },
      {
        heading: 'Depois negocie de verdade',
        body: 'Verifique sua identidade para depositar, negociar e sacar dinheiro real. Ative a autenticação de dois fatores antes do primeiro depósito.',
      },
    ],
    cta: 'Criar uma conta',
  },
  press: {
    title: 'Imprensa',
    summary: 'Fatos e números sobre a Tradedesk para jornalistas e analistas.',
    sections: [
      {
        heading: 'Quem somos',
        body: 'A Tradedesk é uma mesa de operações para uma exchange de criptomoedas: mercado à vista e margem, contratos perpétuos, financiamento, staking e negociação simulada, em sete idiomas.',
      },
      {
        heading: 'Números',
        body: 'O número de mercados e contas e o volume de 24 horas são publicados ao vivo na página de estatísticas; cite-os com o horário da leitura.',
      },
      {
        heading: 'Nome',
        body: 'Escreva Tradedesk numa palavra só, com T maiúsculo.',
      },
    ],
    cta: 'Ver as estatísticas',
  },
  utilities: {
    title: 'Utilitários',
    summary: 'As pequenas ferramentas da mesa que economizam tempo todos os dias.',
    sections: [
      {
        heading: 'Comandos e atalhos',
        body: 'Ctrl+K abre a paleta de comandos: adicione um painel, troque de par ou de layout digitando poucas letras. Tecle ? para ver todos os atalhos de teclado.',
      },
      {
        heading: 'Alertas e layouts',
        body: 'Crie alertas de preço num painel e seja avisado quando dispararem. Exporte um layout como arquivo e importe-o em outro navegador.',
      },
      {
        heading: 'Relatórios',
        body: 'Baixe o extrato, os negócios ou as movimentações de qualquer período em CSV, ou peça à exchange um relatório maior por e-mail.',
      },
    ],
    cta: 'Abrir a mesa',
  },
  'vip-early-access': {
    title: 'Acesso antecipado',
    summary: 'Experimente o que construímos antes de todo mundo e diga o que mudar.',
    sections: [
      {
        heading: 'Como participar',
        body: 'Assine a newsletter Novidades do produto no rodapé de qualquer página. Cada novo recurso é anunciado ali primeiro.',
      },
      {
        heading: 'Sua opinião conta',
        body: 'Experimente os novos recursos primeiro com dinheiro simulado, sem nada em risco. O que você relata molda a versão que chega à negociação real.',
      },
    ],
    cta: 'Ver os recursos',
  },
  'master-your-universe': {
    title: 'Domine seu universo',
    summary: 'Suas telas, suas regras: monte a mesa que combina com o seu jeito de negociar.',
    sections: [
      {
        heading: 'Monte',
        body: 'Adicione, divida e redimensione painéis, e mantenha vários layouts para alternar entre eles. Toda mudança pode ser desfeita, e cada layout fica salvo na sua conta.',
      },
      {
        heading: 'Espalhe',
        body: 'Destaque painéis para uma segunda ou terceira tela, vincule-os por cor para seguirem um par e leve o arranjo inteiro de um computador a outro como arquivo.',
      },
    ],
    cta: 'Abrir a mesa',
  },
  'freedom-art-game': {
    title: 'Freedom Art Game',
    summary:
      'Um concurso de arte aberto com um só tema: como você enxerga a liberdade financeira. Três prêmios em bitcoin, dez menções honrosas e votação do público.',
    sections: [
      {
        heading: 'O tema',
        body: 'Pinte, desenhe, fotografe, anime ou construa: uma única obra sobre um dinheiro que ninguém pode congelar, tomar contra a sua vontade ou desvalorizar imprimindo mais. Qualquer técnica vale, desde que caiba em uma imagem ou em um vídeo de até 60 segundos.',
      },
      {
        heading: 'Como participar',
        body: 'Cadastre-se, confirme seu e-mail e envie sua obra pelo Suporte com o assunto “Freedom Art Game”, com o título e uma descrição de até 300 palavras. Uma inscrição por conta; coletivos participam com uma conta.',
      },
      {
        heading: 'Regras',
        body: 'A obra deve ser sua e inédita. Você mantém os direitos autorais e autoriza a Tradedesk a exibi-la neste site e na exposição. Obras com ódio, violência ou dados pessoais de terceiros são desclassificadas.',
      },
      {
        heading: 'Datas e prêmios',
        body: 'As inscrições vão de 1º de dezembro de 2026 a 31 de janeiro de 2027. Um júri escolhe vinte finalistas; a votação do público acontece em fevereiro e os vencedores são anunciados em 1º de março de 2027. Os prêmios são 0,5 BTC, 0,25 BTC e 0,1 BTC, e 0,01 BTC para cada menção honrosa, pagos nas carteiras dos vencedores na corretora.',
      },
    ],
    cta: 'Cadastre-se para participar',
  },
  honey: {
    title: 'Recompensas Honey',
    summary: 'Honey é o que você acumula negociando na Tradedesk. Ele reduz suas taxas e não expira enquanto sua conta estiver ativa.',
    sections: [
      {
        heading: 'Como acumular',
        body: 'Cada US$ 1 em taxas de negociação pagas soma 10 honey ao seu pote. Um amigo que se cadastra com seu código de indicação e negocia soma 2 honey por US$ 1 das taxas dele, durante um ano, sem mudar o que ele paga.',
      },
      {
        heading: 'Quanto vale',
        body: '1.000 honey viram um desconto de US$ 1 nas suas próximas taxas de negociação, aplicado automaticamente a cada liquidação. Honey não pode ser sacado nem transferido: é um desconto, não uma moeda.',
      },
      {
        heading: 'Níveis',
        body: 'Um pote de 10.000 honey faz de você Forager (5% de desconto nas taxas maker); 100.000, Keeper (10% de desconto nas taxas maker e taker). Os níveis são revistos no primeiro dia de cada mês com base no honey dos últimos 90 dias.',
      },
      {
        heading: 'Jogo limpo',
        body: 'Negociações entre suas próprias contas e subcontas não rendem nada. O honey de uma conta que não negocia há 12 meses expira.',
      },
    ],
    cta: 'Abrir a mesa',
  },
};
