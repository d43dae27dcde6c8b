// The account, verification and freeze pages' messages, added to the catalogue when one loads.
import { addMessages } from '../../i18n';
import { verificationMessages } from '../../i18n/verification';

addMessages('verification', verificationMessages);
