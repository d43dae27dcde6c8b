// 繁體中文: this locale's catalogue files, each loaded when the app first needs it. The first load
// carries only the one import of this table per locale (i18n/index.ts), not one per file.
import type { CatalogueFiles } from '..';

export const catalogues: CatalogueFiles = {
  core: () => import('./core'),
  trading: () => import('./trading'),
  auth: () => import('./auth'),
  orders: () => import('./orders'),
  market: () => import('./market'),
  notices: () => import('./notices'),
  money: () => import('./money'),
  'api-keys': () => import('./api-keys'),
  reports: () => import('./reports'),
  security: () => import('./security'),
  subaccounts: () => import('./subaccounts'),
  verification: () => import('./verification'),
  interface: () => import('./interface'),
  qa: () => import('./qa'),
  otc: () => import('./otc'),
  palette: () => import('./palette'),
  alerts: () => import('./alerts'),
  earn: () => import('./earn'),
  outcomes: () => import('./outcomes'),
};
