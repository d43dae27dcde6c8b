// The market widgets' and pages' messages (markets, chart, book, depth, trades, derivatives, liquidations,
// funding book and ticker), added to the catalogue when the first of them loads: they are not
// part of the workspace's first load. Every widget and page that shows one imports this module.
import { addMessages } from '../i18n';
import { marketMessages } from '../i18n/market';

addMessages('market', marketMessages);
