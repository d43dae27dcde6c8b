// The account's product pages — the OTC desk, the archive, custody, staking and borrowing, the
// programmes and the securities sales — behind one lazy chunk of the router, which loads the page of
// the path as a chunk of its own: the first load carries one route entry (and its preload list) for
// them all instead of one each, and none of them is a page a trader opens at the start.
import { useLocation } from 'react-router';
import { lazyPage } from '../app/lazy-page';

const OtcPage = lazyPage(() => import('./otc/OtcPage'));
const ArchivePage = lazyPage(() => import('./archive/ArchivePage'));
const CustodyPage = lazyPage(() => import('./custody/CustodyPage'));
const EarnPage = lazyPage(() => import('./earn/EarnPage'));
const ProgrammesPage = lazyPage(() => import('./programmes/ProgrammesPage'));
const SecuritiesPage = lazyPage(() => import('./securities/SecuritiesPage'));

/** The paths (first segment) of each page; the router lists them (app/App.tsx). */
export const PRODUCT_PAGES = {
  otc: OtcPage,
  archive: ArchivePage,
  custody: CustodyPage,
  staking: EarnPage,
  borrow: EarnPage,
  'buy-with-cards': EarnPage,
  'bitrefill-start': EarnPage,
  affiliates: ProgrammesPage,
  pay: ProgrammesPage,
  compete: ProgrammesPage,
  'securities-sales': SecuritiesPage,
} as const;

export default function ProductPages() {
  const top = useLocation().pathname.split('/')[1] ?? '';
  const Page = PRODUCT_PAGES[top as keyof typeof PRODUCT_PAGES] ?? OtcPage;
  return <Page />;
}
