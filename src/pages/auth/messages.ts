// The sign-in pages' messages, added to the catalogue when one of them loads (not in the first
// load of the workspace).
import { addMessages } from '../../i18n';
import { authMessages } from '../../i18n/auth';

addMessages('auth', authMessages);
