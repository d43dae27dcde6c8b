// The outcome messages (i18n/outcomes.ts), added to the catalogue when first needed: by the toasts
// just after the first paint, by the notifications widget as it loads.
import { addMessages } from '../i18n';
import { outcomeMessages } from '../i18n/outcomes';

addMessages('outcomes', outcomeMessages);
