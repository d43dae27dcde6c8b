// The reports page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { reportMessages } from '../../i18n/reports';

addMessages('reports', reportMessages);
