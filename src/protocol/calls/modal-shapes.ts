// The exchange's shapes of the modals' calls (modals.ts), by the calls' names.
import * as B from './modal-bodies';
import type { MODAL_CALLS } from './modals';
import type { ShapesFor } from './shapes';

export const MODAL_SHAPES: ShapesFor<typeof MODAL_CALLS> = {
  emailCode: { input: B.EmailCodeBody },
};
