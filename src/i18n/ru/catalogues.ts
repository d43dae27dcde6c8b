// Русский: this locale's catalogue files, each loaded when the app first needs it. The first load
// carries only the one import of this module per locale (i18n/index.ts), not one per file.
import type { CatalogueFile } from '..';

export const catalogue: CatalogueFile = (name) => import(`./${name}.ts`);
