// The sub-accounts page's messages, added to the catalogue when it loads.
// The wallet types' names come with the order widgets' messages.
import '../../widgets/order-messages';
import { addMessages } from '../../i18n';
import { subaccountMessages } from '../../i18n/subaccounts';

addMessages('subaccounts', subaccountMessages);
