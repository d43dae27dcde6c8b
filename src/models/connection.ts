// The socket's status as the header shows it.
import { types, type Instance } from 'mobx-state-tree';

export const Connection = types
  .model('Connection', {
    status: types.optional(types.enumeration(['connecting', 'online', 'offline']), 'connecting'),
  })
  .actions((self) => ({
    setStatus(status: 'connecting' | 'online' | 'offline') {
      self.status = status;
    },
  }));
export type ConnectionInstance = Instance<typeof Connection>;
