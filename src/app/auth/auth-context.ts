// The session as the pages read it: the root store's session (models/session.ts).
import { useStore } from '../store-context';
import type { SessionStoreInstance } from '../../models/session';

export function useAuth(): SessionStoreInstance {
  return useStore().session;
}
