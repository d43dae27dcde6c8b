import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageFrame } from './PageFrame';

const MarketsPage = lazy(() => import('../pages/MarketsPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export function App() {
  return (
    <BrowserRouter>
      <PageFrame>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<MarketsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </PageFrame>
    </BrowserRouter>
  );
}
