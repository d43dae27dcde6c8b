// The staking, borrow, buy-with-cards and Bitrefill pages' messages, added to the catalogue when they load.
import { addMessages } from '../../i18n';
import { earnMessages } from '../../i18n/earn';

addMessages('earn', earnMessages);
