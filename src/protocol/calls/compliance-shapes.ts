// The exchange's shapes of the compliance calls (compliance.ts), by the calls' names.
import * as B from './account-bodies';
import type { COMPLIANCE_CALLS } from './compliance';
import type { ShapesFor } from './shapes';

export const COMPLIANCE_SHAPES: ShapesFor<typeof COMPLIANCE_CALLS> = {
  usResident: { input: B.UsResidentBody },
};
