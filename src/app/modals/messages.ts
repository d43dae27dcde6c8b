// The modals' messages, added to the catalogue when the first modal's module loads (each modal is
// loaded lazily, so none of this is part of the workspace's first load).
import { addMessages } from '../../i18n';
import { modalMessages } from '../../i18n/modals';

addMessages('modals', modalMessages);
