// The blog posts and the home banners the exchange's store starts with. Posts are written in
// English like the news (paragraphs separated by blank lines); a banner's text is in every locale
// of the client. Seeding adds only what is missing, so an edited row is kept across restarts.
import type { BlogPost, HomeBanner } from '../../src/protocol/marketing/feeds';

const at = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 9);

export const SEED_BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'why-we-built-an-embedded-exchange',
    title: 'Why we built an embedded exchange',
    summary: 'Tradedesk ships with an exchange of its own that speaks the real wire protocol, so every screen can be tried offline.',
    body: [
      'A trading front end is only as good as the exchange it is tested against. Mocks drift, sandboxes go down, and a screen that was never fed a real order book under load will surprise you on the first busy day.',
      'So the repository carries an exchange: an HTTP and WebSocket server that speaks API v2, matches orders, settles funding, keeps its state in SQLite and survives a restart. The browser cannot tell it from the real one.',
      'Every end-to-end test starts it on a port of its own, and anyone can run the whole product on a laptop without an account anywhere.',
    ].join('\n\n'),
    author: 'Engineering',
    publishedAt: at(2026, 9, 30),
  },
  {
    slug: 'reading-the-funding-rate',
    title: 'Reading the funding rate',
    summary: 'What the perpetual’s funding rate tells you about the market, and how to keep it from eating your position.',
    body: [
      'A perpetual contract never expires, so something has to keep its price near the spot price. That something is funding: every eight hours, longs pay shorts when the rate is positive and shorts pay longs when it is negative.',
      'A high positive rate means the market leans long and is willing to pay for it. Holding a long through several settlements at such a rate costs real money even if the price does not move.',
      'The derivatives page shows the current rate and the next settlement; the funding chart on the desk shows its history, so you can see whether a rate is unusual before you open a position.',
    ].join('\n\n'),
    author: 'Derivatives desk',
    publishedAt: at(2026, 10, 28),
  },
  {
    slug: 'pix-and-brl-markets',
    title: 'PIX deposits and BRL markets',
    summary: 'Brazilian accounts trade BTC, ETH and USDt against the real, funded in seconds by PIX.',
    body: [
      'The Brazilian site lists the BRL markets first and signs you up with your CPF, as Brazilian rules ask of an exchange.',
      'Deposits by PIX arrive in seconds at any hour. Withdrawals go back to an account in your own name, checked against the CPF of your sign-up.',
      'Sign up at /brv/sign-up on the Brazilian site, confirm your e-mail, and the desk opens on BTC/BRL.',
    ].join('\n\n'),
    author: 'Tradedesk Brasil',
    publishedAt: at(2026, 11, 20),
  },
];

export const SEED_BANNERS: readonly HomeBanner[] = [
  {
    id: 1,
    text: {
      en: 'Perpetual funding now settles every eight hours.',
      'pt-BR': 'O funding dos perpétuos agora é liquidado a cada oito horas.',
      ru: 'Фандинг бессрочных контрактов теперь рассчитывается каждые восемь часов.',
      'zh-CN': '永续合约资金费率现在每八小时结算一次。',
      'zh-TW': '永續合約資金費率現在每八小時結算一次。',
      'es-EM': 'El funding de los perpetuos ahora se liquida cada ocho horas.',
      'tr-TR': 'Vadesiz sözleşmelerde fonlama artık sekiz saatte bir hesaplanıyor.',
    },
    link: '/posts/1',
    from: at(2026, 9, 18),
    to: at(2026, 10, 18),
  },
  {
    id: 2,
    text: {
      en: 'Freedom Art Game: entries open 1 December, three prizes in bitcoin.',
      'pt-BR': 'Freedom Art Game: inscrições a partir de 1º de dezembro, três prêmios em bitcoin.',
      ru: 'Freedom Art Game: приём работ с 1 декабря, три приза в биткоинах.',
      'zh-CN': 'Freedom Art Game：12 月 1 日开始征稿，三项比特币奖金。',
      'zh-TW': 'Freedom Art Game：12 月 1 日開始徵件，三項比特幣獎金。',
      'es-EM': 'Freedom Art Game: inscripciones desde el 1 de diciembre, tres premios en bitcoin.',
      'tr-TR': 'Freedom Art Game: başvurular 1 Aralık’ta açılıyor, bitcoin ile üç ödül.',
    },
    link: '/freedom-art-game',
    from: at(2026, 11, 1),
    to: at(2030, 1, 1),
  },
];
