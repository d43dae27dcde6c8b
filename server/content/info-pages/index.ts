// The content pages' seed (issue 16, item 9): each page's texts in every locale of the client,
// and the link of each page's call to action (the same in every language). The store seeds them
// at the first start and keeps an edited row across restarts.
import type { InfoPageName } from '../../../src/protocol/marketing/pages';
import type { InfoPageTexts } from './types';
import { EN } from './en';
import { PT_BR } from './pt-BR';
import { RU } from './ru';
import { ZH_TW } from './zh-TW';
import { TR_TR } from './tr-TR';
import { ES_EM } from './es-EM';
import { ZH_CN } from './zh-CN';

/** By the client's locale codes (a test holds them to the client's list). */
export const SEED_INFO_PAGES: Readonly<Record<string, InfoPageTexts>> = {
  en: EN,
  'pt-BR': PT_BR,
  ru: RU,
  'zh-TW': ZH_TW,
  'tr-TR': TR_TR,
  'es-EM': ES_EM,
  'zh-CN': ZH_CN,
};

/** Where each page's call to action leads (the app's pages are full loads, the site's in place). */
export const INFO_PAGE_LINKS: Readonly<Record<InfoPageName, string>> = {
  alpha: '/posts',
  app: '/tradedesk',
  channels: '/posts',
  'financial-inclusion-latam': '/how-to-buy-bitcoin',
  'freedom-art-game': '/sign-up',
  honey: '/tradedesk',
  join: '/sign-up',
  'master-your-universe': '/tradedesk',
  press: '/stats',
  utilities: '/tradedesk',
  'vip-early-access': '/features',
  'anti-spam': '/security',
  'bitcoin-halving': '/tradedesk',
  'bug-bounty': '/security-policy',
  'deposits-withdrawals': '/deposit',
  download: '/tradedesk',
  features: '/sign-up',
  'how-to-buy-bitcoin': '/sign-up',
  'how-to-buy-ethereum': '/sign-up',
  'how-to-buy-litecoin': '/sign-up',
  manifesto: '/about',
  'mobile-trading': '/tradedesk',
  pro: '/api',
  'security-policy': '/security',
  support: '/reports',
  thalex: '/derivatives',
};
