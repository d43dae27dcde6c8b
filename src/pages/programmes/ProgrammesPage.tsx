// The programmes' pages as one lazy chunk: /affiliates, /pay and /compete(/:slug) are one route
// entry each but one import, so the first load carries a single loader for the three.
import { useLocation } from 'react-router';
import AffiliatesPage from './AffiliatesPage';
import CompetitionsPage from './CompetitionsPage';
import PayPage from './PayPage';

export default function ProgrammesPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/pay')) return <PayPage />;
  if (pathname.startsWith('/compete')) return <CompetitionsPage />;
  return <AffiliatesPage />;
}
