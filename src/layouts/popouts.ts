// Pop-outs (issue 11): a panel popped out into a browser window of its own (flexlayout's popout
// windows, sub-layouts of the model, so the popped-out state and the window's position are part
// of the layout's JSON) and back into its panel when that window closes. The panel it came from
// (its home) keeps the popped-out tabs' keys in its config and is kept while empty, so the
// widget comes back where it was; each step is one Action (a group: one undo step).
import { Actions, Model, TabNode, TabSetNode, DockLocation, type Action, type IJsonRect } from 'flexlayout-react';

/** The page flexlayout opens a popout window on (public/popout.html, served beside the client). */
export const POPOUT_URL = '/popout.html';

interface HomeConfig {
  popouts?: string[];
}

function homeKeys(tabset: TabSetNode): string[] {
  const config = tabset.getConfig() as HomeConfig | undefined;
  return Array.isArray(config?.popouts) ? config.popouts.filter((k) => typeof k === 'string') : [];
}

function tabsetOf(tab: TabNode): TabSetNode | undefined {
  let node = tab.getParent();
  while (node && !(node instanceof TabSetNode)) node = node.getParent();
  return node;
}

/** Pops the tab `key` out into a window of its own, remembering its home panel. */
export function popOutAction(model: Model, key: string): Action | undefined {
  const tab = model.getNodeById(key);
  if (!(tab instanceof TabNode) || tab.getLayoutId() !== Model.MAIN_LAYOUT_ID) return undefined;
  const home = tabsetOf(tab);
  if (!home) return undefined;
  const config = { ...(home.getConfig() as object | undefined), popouts: [...homeKeys(home), key] };
  return Actions.group([
    Actions.updateNodeAttributes(home.getId(), { config, enableDeleteWhenEmpty: false }),
    Actions.popoutTab(key, 'window'),
  ]);
}

/** The keys of the tabs in the popout window `layoutId`. */
export function popoutKeys(model: Model, layoutId: string): string[] {
  const keys: string[] = [];
  if (layoutId === Model.MAIN_LAYOUT_ID) return keys;
  model.visitLayoutNodes(layoutId, (node) => {
    if (node instanceof TabNode) keys.push(node.getId());
  });
  return keys;
}

/** Puts every tab of the popout window `layoutId` back into its home panel (the first panel of
 *  the workspace when its home is gone), selected. */
export function returnAction(model: Model, layoutId: string): Action | undefined {
  const keys = popoutKeys(model, layoutId);
  if (keys.length === 0) return undefined;
  const homes = new Map<string, TabSetNode>();
  model.visitLayoutNodes(Model.MAIN_LAYOUT_ID, (node) => {
    if (node instanceof TabSetNode) for (const k of homeKeys(node)) homes.set(k, node);
  });
  const fallback = model.getFirstTabSet();
  const actions: Action[] = [];
  const left = new Map<TabSetNode, string[]>();
  for (const key of keys) {
    const home = homes.get(key) ?? fallback;
    if (!home) continue;
    actions.push(Actions.moveNode(key, home.getId(), DockLocation.CENTER, -1, true));
    const remaining = (left.get(home) ?? homeKeys(home)).filter((k) => k !== key);
    left.set(home, remaining);
  }
  for (const [home, remaining] of left) {
    const { popouts: _out, ...rest } = (home.getConfig() ?? {}) as HomeConfig & Record<string, unknown>;
    const config = remaining.length > 0 ? { ...rest, popouts: remaining } : rest;
    // Kept while empty only as long as a tab of its is still out.
    actions.push(Actions.updateNodeAttributes(home.getId(), { config, enableDeleteWhenEmpty: remaining.length === 0 }));
  }
  return actions.length > 0 ? Actions.group(actions) : undefined;
}

/** The window's place on the screen, as flexlayout keeps a popout's rectangle. */
export function windowRect(win: Pick<Window, 'screenLeft' | 'screenTop' | 'outerWidth' | 'outerHeight'>): IJsonRect {
  return { x: win.screenLeft, y: win.screenTop, width: win.outerWidth, height: win.outerHeight };
}
