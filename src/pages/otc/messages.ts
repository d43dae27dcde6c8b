// The OTC desk page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { otcMessages } from '../../i18n/otc';

addMessages('otc', otcMessages);
