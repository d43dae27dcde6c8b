// The exchange's shapes of the programmes' calls (programmes.ts), by the calls' names.
import * as B from './programme-bodies';
import type { PROGRAMME_CALLS } from './programmes';
import type { ShapesFor } from './shapes';

export const PROGRAMME_SHAPES: ShapesFor<typeof PROGRAMME_CALLS> = {
  programmeEnable: { input: B.ProgrammeBody },
  invoiceCreate: { input: B.InvoiceBody },
  invoices: { input: B.invoiceWindow() },
  competitionJoin: { input: B.CompetitionBody },
  competitionRanking: { input: B.CompetitionBody },
};
