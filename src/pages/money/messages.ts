// The money pages' messages, added to the catalogue when one of them loads.
// The wallet types' names come with the order widgets' messages.
import '../../widgets/order-messages';
import { addMessages } from '../../i18n';
import { moneyMessages } from '../../i18n/money';

addMessages('money', moneyMessages);
