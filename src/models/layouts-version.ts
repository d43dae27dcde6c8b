// The version of the stored layouts (stored-layouts.ts) and of layout files (layout-file.ts): 2
// since widget states live in the tabs' config. A file of its own, so a layout file is read
// without the layouts store.
export const LAYOUTS_VERSION = 2;
