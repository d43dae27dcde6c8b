// The travel rule's beneficiary (account-side §2 modals): above the threshold a withdrawal says
// whether the money goes to the user or to a third party. Only a permitted beneficiary — an
// account verified at Full level, its identity established — may name a third party (with the
// relationship); any other account withdraws above the threshold only to itself. The user info's
// isPermittedBeneficiary says which.
import { LEVEL } from './trading-access';

export const PERMITTED_BENEFICIARY_LEVEL = LEVEL.FULL;

export const isPermittedBeneficiary = (verificationLevel: number) => verificationLevel >= PERMITTED_BENEFICIARY_LEVEL;
