// The sub-accounts page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { subaccountMessages } from '../../i18n/subaccounts';

addMessages('subaccounts', subaccountMessages);
