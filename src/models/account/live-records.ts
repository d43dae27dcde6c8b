// Records the account stream keeps live by id (funding offers, credits, loans): a snapshot
// replaces them, a new or updated record is kept until its status says it is over, a close
// removes it. Listed newest first.
import { types } from 'mobx-state-tree';

interface LiveRecord {
  id: number;
  mtsCreate: number;
  status: string;
}

const byNewest = <T extends LiveRecord>(a: T, b: T) => b.mtsCreate - a.mtsCreate || b.id - a.id;

export function liveRecords<T extends LiveRecord>(name: string, isOver: (status: string) => boolean) {
  return types
    .model(name, { byId: types.map(types.frozen<T>()) })
    .views((self) => ({
      get list(): T[] {
        return [...self.byId.values()].sort(byNewest);
      },
    }))
    .actions((self) => ({
      snapshot(rows: readonly T[]) {
        self.byId.clear();
        for (const r of rows) if (!isOver(r.status)) self.byId.set(String(r.id), r);
      },
      upsert(r: T) {
        if (isOver(r.status)) self.byId.delete(String(r.id));
        else self.byId.set(String(r.id), r);
      },
      close(r: T) {
        self.byId.delete(String(r.id));
      },
      clear() {
        self.byId.clear();
      },
    }));
}
