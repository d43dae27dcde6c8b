// The recorder's messages, added to the catalogue when the recorder loads.
import { addMessages } from '../../i18n';
import { qaMessages } from '../../i18n/qa';

addMessages('qa', qaMessages);
