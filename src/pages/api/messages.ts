// The API keys page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { apiKeyMessages } from '../../i18n/api-keys';

addMessages('api-keys', apiKeyMessages);
