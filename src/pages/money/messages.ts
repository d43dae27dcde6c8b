// The money pages' messages, added to the catalogue when one of them loads.
import { addMessages } from '../../i18n';
import { moneyMessages } from '../../i18n/money';

addMessages('money', moneyMessages);
