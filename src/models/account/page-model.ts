// A model only one page uses (API keys, reports): made when the page opens, with the root store's
// environment, so its code loads with the page and not with the first load.
import { getEnv, type IAnyModelType, type Instance, type IAnyStateTreeNode } from 'mobx-state-tree';

export function createPageModel<M extends IAnyModelType>(model: M, root: IAnyStateTreeNode): Instance<M> {
  return model.create({}, getEnv(root)) as Instance<M>;
}
