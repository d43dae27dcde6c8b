// The exchange's zod shapes of the modals' calls (modals.ts).
import { z } from 'zod';
import { EMAIL_CODE_ACTIONS } from '../account/email-code';

export const EmailCodeBody = z.object({ action: z.enum(EMAIL_CODE_ACTIONS) });
