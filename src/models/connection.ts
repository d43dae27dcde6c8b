// The socket's status as the header shows it (market-side §4: online, offline, connecting,
// disconnecting), and whether the browser itself is offline (the page frame's offline notice).
import { types, type Instance } from 'mobx-state-tree';

export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'disconnecting';

export const Connection = types
  .model('Connection', {
    status: types.optional(types.enumeration<ConnectionStatus>(['connecting', 'online', 'offline', 'disconnecting']), 'connecting'),
    browserOffline: false,
    /** The exchange refused our connections (too many from this address): when the socket retries. */
    retryAt: types.maybeNull(types.number),
  })
  .views((self) => ({
    /** What the header indicator shows: disconnecting reads as offline. */
    get indicator(): 'online' | 'connecting' | 'offline' {
      return self.status === 'disconnecting' ? 'offline' : self.status;
    },
  }))
  .actions((self) => ({
    setStatus(status: ConnectionStatus) {
      self.status = status;
      if (status === 'online') self.retryAt = null;
    },
    setRetryAt(at: number | null) {
      self.retryAt = at;
    },
    setBrowserOffline(offline: boolean) {
      self.browserOffline = offline;
    },
  }));
export type ConnectionInstance = Instance<typeof Connection>;
