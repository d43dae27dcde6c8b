// The session store for the pages, independent of the root store's shape: the app passes the
// store it built (e.g. `rootStore.session`) to AuthProvider.
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionStoreInstance } from '../../models/session';

const AuthContext = createContext<SessionStoreInstance | null>(null);

export function AuthProvider({ session, children }: { session: SessionStoreInstance; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function useAuth(): SessionStoreInstance {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth outside AuthProvider');
  return session;
}
