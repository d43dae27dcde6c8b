// The custody page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { custodyMessages } from '../../i18n/custody';

addMessages('custody', custodyMessages);
