// The security page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { securityMessages } from '../../i18n/security';

addMessages('security', securityMessages);
