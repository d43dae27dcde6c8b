// The command palette's and the shortcuts' help's messages, added to the catalogue when either
// loads (their lazy chunks wait for the translation, lazy-page.ts).
import { addMessages } from '../i18n';
import { paletteMessages } from '../i18n/palette';

addMessages('palette', paletteMessages);
