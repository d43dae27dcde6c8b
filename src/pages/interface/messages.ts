// The interface settings page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { interfaceMessages } from '../../i18n/interface';

addMessages('interface', interfaceMessages);
