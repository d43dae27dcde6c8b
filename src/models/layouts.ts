// Named workspace layouts (ARCHITECTURE "layout engine", market-side §2). A layout is one
// flexlayout model (kept here as JSON: this tree does not know the view library) whose tabs are
// the panels, each with its widget key `widget/<type>/<id>` as id and its widget's own state in
// its config (layout-tabs.ts), plus the grid arrangement used on narrow screens. Changing the
// arrangement enters EDITING (CREATING for a new layout) and works on a draft until Save; a
// widget's own state (precision, interval…) is kept at once. Stored layouts of version 1 kept
// widget states beside the model: they are moved into the tabs when read.
// Whose layouts these are follows the session: the storage decides where they live (local
// storage for a visitor, the exchange's user settings once signed in), and a change of owner
// loads them again from there.
import { types, flow, getEnv, getSnapshot, type Instance } from 'mobx-state-tree';
import type { StoreEnv } from './env';
import { tabConfigs, type LayoutJson } from './layout-tabs';

export * from './stored-layouts';
import { LAYOUTS_KEY, LAYOUTS_VERSION, SavedLayout, VISITOR, newLayoutId, parseStoredLayouts } from './stored-layouts';
import type { DraftLayout, GridArrangement, LayoutContent, LayoutMode, SavedLayoutInstance } from './stored-layouts';

export const LayoutsStore = types
  .model('LayoutsStore', {
    layouts: types.array(SavedLayout),
    activeId: types.maybeNull(types.string),
    mode: types.maybeNull(types.enumeration<LayoutMode>(['CREATING', 'EDITING'])),
    draft: types.maybeNull(types.frozen<DraftLayout>()),
    /** Bumped when the shown layout is replaced from outside the view (select, reset, cancel…),
     *  so the engine rebuilds its view model; the view's own changes do not bump it. */
    revision: 0,
    ready: false,
    saveError: types.maybeNull(types.string),
  })
  .volatile(() => ({
    /** Whose layouts the storage holds now ('visitor', or the signed-in user). */
    owner: VISITOR as string,
    /** The owner whose layouts were last read; saving waits until it is the current one. */
    loadedFor: null as string | null,
    /** The default layout of the last load, for loading again when the owner changes. */
    loadArgs: null as { defaultName: string; defaults: LayoutContent } | null,
    /** Bumped by every load: only the newest one may replace the layouts. */
    loadGeneration: 0,
    /** The last read failed: keep what is stored rather than overwrite it with defaults. */
    readFailed: false,
  }))
  .views((self) => ({
    get active(): SavedLayoutInstance | undefined {
      return self.layouts.find((l) => l.id === self.activeId);
    },
  }))
  .views((self) => ({
    /** What the workspace shows: the draft while editing, else the active layout. */
    get current(): DraftLayout | undefined {
      if (self.draft) return self.draft;
      const a = self.active;
      return a ? { name: a.name, model: a.model, grid: a.grid } : undefined;
    },
    get dirty(): boolean {
      return self.mode !== null;
    },
    /** Every panel's own state by widget key, read from the tabs of what is shown. */
    get widgetStates(): Record<string, unknown> {
      const shown = self.draft ?? self.active;
      return shown ? tabConfigs(shown.model) : {};
    },
    nameTaken(name: string, exceptId?: string): boolean {
      const n = name.trim().toLowerCase();
      return self.layouts.some((l) => l.id !== exceptId && l.name.trim().toLowerCase() === n);
    },
  }))
  .actions((self) => {
    const persist = () => {
      // Never write what was read for another owner, or defaults standing in for a failed read.
      if (!self.ready || self.loadedFor !== self.owner || self.readFailed) {
        if (self.readFailed) (self as LayoutsStoreInstance).setSaveError('layouts were not read');
        return;
      }
      const body = { version: LAYOUTS_VERSION, activeId: self.activeId, layouts: getSnapshot(self.layouts) };
      getEnv<StoreEnv>(self)
        .storage.save(LAYOUTS_KEY, body)
        .then(
          () => (self as LayoutsStoreInstance).setSaveError(null),
          (err: unknown) => (self as LayoutsStoreInstance).setSaveError(err instanceof Error ? err.message : String(err)),
        );
    };
    const shown = () => {
      self.revision += 1;
    };
    const addLayout = (name: string, content: LayoutContent): string => {
      const id = newLayoutId();
      self.layouts.push({ id, name: name.trim(), model: content.model, grid: content.grid });
      return id;
    };
    const leaveMode = () => {
      self.mode = null;
      self.draft = null;
    };
    return {
      setSaveError(message: string | null) {
        self.saveError = message;
      },
      restore(stored: unknown, defaultName: string, defaults: LayoutContent) {
        const { activeId, layouts } = parseStoredLayouts(stored);
        self.layouts.replace(layouts);
        self.activeId = activeId;
        if (self.layouts.length === 0) self.activeId = addLayout(defaultName, defaults);
        leaveMode();
        self.loadedFor = self.owner;
        self.readFailed = false;
        self.ready = true;
        shown();
      },
      select(id: string) {
        if (!self.layouts.some((l) => l.id === id) || (id === self.activeId && !self.mode)) return;
        self.activeId = id;
        leaveMode();
        shown();
        persist();
      },
      /** A layout read from a file (layout-file.ts): saved under `name` and shown. */
      importLayout(name: string, content: LayoutContent) {
        self.activeId = addLayout(name, content);
        leaveMode();
        shown();
        persist();
      },
      /** EDITING: a draft of the active layout that Save writes back. */
      startEditing() {
        const a = self.active;
        if (self.mode || !a) return;
        self.mode = 'EDITING';
        self.draft = { name: a.name, model: a.model, grid: a.grid };
      },
      /** CREATING: a new, unsaved layout. */
      createNew(name: string, content: LayoutContent) {
        self.mode = 'CREATING';
        self.draft = { name, ...content };
        shown();
      },
      /** The view changed the arrangement (a flexlayout action): into the draft, editing. */
      recordChange(model: LayoutJson) {
        if (!self.mode) (self as LayoutsStoreInstance).startEditing();
        const d = self.draft;
        if (!d) return;
        self.draft = { ...d, model };
      },
      recordGrid(grid: GridArrangement) {
        if (!self.mode) (self as LayoutsStoreInstance).startEditing();
        const d = self.draft;
        if (d) self.draft = { ...d, grid };
      },
      /** A widget's own state changed (a flexlayout action on its tab's config): into the draft
       *  while editing, else kept at once without entering EDITING. */
      recordWidgetState(model: LayoutJson) {
        if (self.draft) {
          self.draft = { ...self.draft, model };
          return;
        }
        const a = self.active;
        if (!a) return;
        a.model = model;
        persist();
      },
      /** Writes the draft back; a CREATING draft needs a name first (Save as…). */
      save(): boolean {
        const d = self.draft;
        if (!d) return true;
        if (self.mode === 'CREATING') return false;
        const a = self.active;
        if (!a) return false;
        a.model = d.model;
        a.grid = d.grid;
        leaveMode();
        persist();
        return true;
      },
      saveAs(name: string) {
        const content = self.draft ?? self.active;
        if (!content) return;
        self.activeId = addLayout(name, { model: content.model, grid: content.grid });
        leaveMode();
        persist();
      },
      rename(name: string) {
        const trimmed = name.trim();
        if (!trimmed) return;
        if (self.mode === 'CREATING' && self.draft) {
          self.draft = { ...self.draft, name: trimmed };
          return;
        }
        const a = self.active;
        if (!a) return;
        a.name = trimmed;
        if (self.draft) self.draft = { ...self.draft, name: trimmed };
        persist();
      },
      /** A saved copy of what is shown, which becomes the active layout. */
      duplicate(name: string) {
        const content = self.current;
        if (!content) return;
        const id = addLayout(name, content);
        leaveMode();
        self.activeId = id;
        shown();
        persist();
      },
      /** Deletes the active layout (a CREATING draft is just dropped); one layout always stays. */
      remove(defaultName: string, defaults: LayoutContent) {
        if (self.mode === 'CREATING') {
          leaveMode();
          shown();
          return;
        }
        const i = self.layouts.findIndex((l) => l.id === self.activeId);
        if (i < 0) return;
        self.layouts.splice(i, 1);
        if (self.layouts.length === 0) addLayout(defaultName, defaults);
        self.activeId = self.layouts[Math.min(i, self.layouts.length - 1)]!.id;
        leaveMode();
        shown();
        persist();
      },
      /** The active layout goes back to the default arrangement, saved at once. */
      resetToDefault(defaults: LayoutContent) {
        if (self.mode === 'CREATING') {
          self.draft = { ...(self.draft as DraftLayout), ...defaults };
          shown();
          return;
        }
        const a = self.active;
        if (!a) return;
        a.model = defaults.model;
        a.grid = defaults.grid;
        leaveMode();
        shown();
        persist();
      },
      /** Drops the draft. */
      cancel() {
        if (!self.mode) return;
        leaveMode();
        shown();
      },
    };
  })
  .actions((self) => ({
    beginLoad(defaultName: string, defaults: LayoutContent): number {
      self.loadArgs = { defaultName, defaults };
      self.loadGeneration += 1;
      self.loadedFor = null;
      self.ready = false;
      return self.loadGeneration;
    },
    /** A read came back; an older one overtaken by a newer load is dropped. A failed read shows
     *  the default layout but saves nothing, so the stored layouts are not overwritten. */
    finishLoad(generation: number, stored: unknown, failed: boolean) {
      const args = self.loadArgs;
      if (generation !== self.loadGeneration || !args) return;
      self.restore(failed ? undefined : stored, args.defaultName, args.defaults);
      self.readFailed = failed;
      self.saveError = failed ? 'layouts were not read' : null;
    },
  }))
  .actions((self) => {
    const load = flow(function* load(defaultName: string, defaults: LayoutContent) {
      const generation = self.beginLoad(defaultName, defaults);
      let stored: unknown;
      let failed = false;
      try {
        stored = yield getEnv<StoreEnv>(self).storage.load(LAYOUTS_KEY);
      } catch {
        failed = true;
      }
      self.finishLoad(generation, stored, failed);
    });
    return {
      load,
      /**
       * The session's owner of the settings changed (signed in, out, or as someone else): the
       * layouts shown so far belong to the previous owner, so they are read again from where
       * the storage now keeps them. Before the first load it only records the owner.
       */
      followSession(owner: string) {
        if (owner === self.owner) return;
        self.owner = owner;
        const args = self.loadArgs;
        if (args && self.loadedFor !== owner) void load(args.defaultName, args.defaults);
      },
    };
  });
export type LayoutsStoreInstance = Instance<typeof LayoutsStore>;
