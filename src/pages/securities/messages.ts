// The securities sales page's messages, added to the catalogue when it loads.
import { addMessages } from '../../i18n';
import { securitiesMessages } from '../../i18n/securities';

addMessages('securities', securitiesMessages);
