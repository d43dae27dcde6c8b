// The price alerts' messages (the alerts panel, and the alert set from the chart or the book),
// added to the catalogue when the first of those widgets loads: they are not part of the
// workspace's first load. Every widget that shows one imports this module.
import { addMessages } from '../i18n';
import { alertMessages } from '../i18n/alerts';

addMessages('alerts', alertMessages);
