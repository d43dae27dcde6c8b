// A page whose data is missing (404) or could not be built (500) is replaced as a whole by the
// 404 or 500 page: its data loader reports the outcome to the page view through this context.
import { createContext, useContext } from 'react';

export type PageFailure = 'not-found' | 'server-error';

export const PageFailureContext = createContext<(failure: PageFailure) => void>(() => undefined);

export const useReportFailure = () => useContext(PageFailureContext);
