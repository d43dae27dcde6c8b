// The UI settings keys whose values the exchange checks (market-side §5 "UI settings": collapsed
// widgets, collapsibles, notices, type_account, countries, and the member's own context switch): each has a shape and bounds, so a
// bad value is refused with the protocol's error instead of being kept and breaking the next
// start of the app on another device. Other UI keys stay free values within the general bounds
// of settings.ts.
import { z } from 'zod';

/** A workspace panel's id (`widget/book/1`) or a page section's id (`account.profile`). */
const ID = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:/-]+$/, 'an id of letters, digits and _ . : / -');

export const MAX_COLLAPSED_WIDGETS = 100;
export const MAX_COLLAPSIBLES = 200;
export const MAX_DISMISSED_NOTICES = 100;
export const MAX_COUNTRIES = 300;
export const ACCOUNT_TYPES = ['individual', 'corporate'] as const;

const unique = (list: readonly string[]) => new Set(list).size === list.length;

export const UI_SETTING_VALUES: Readonly<Record<string, z.ZodType>> = {
  /** The workspace panels shown collapsed (their title bar only). */
  collapsed_widgets: z.array(ID).max(MAX_COLLAPSED_WIDGETS).refine(unique, 'each panel once'),
  /** Open (true) or closed (false) collapsible sections of the pages, by section id. */
  collapsibles: z.record(ID, z.boolean()).refine((o) => Object.keys(o).length <= MAX_COLLAPSIBLES, `at most ${MAX_COLLAPSIBLES} sections`),
  /** The site notices dismissed (their ids), kept across devices. */
  notices: z.array(ID).max(MAX_DISMISSED_NOTICES).refine(unique, 'each notice once'),
  /** The account type chosen (verification, account pages). */
  type_account: z.enum(ACCOUNT_TYPES),
  /** The user's cache of the exchange's countries (`/v2/int/countries`): [[CODE, NAME], …]. */
  countries: z
    .array(z.tuple([z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code'), z.string().min(1).max(100)]))
    .max(MAX_COUNTRIES),
  /** The member's own "no account switching" (context-switch.ts), when its group allows it. */
  context_switch_disabled: z.boolean(),
};

/** Why `value` cannot be kept under `key`, or undefined (also for keys without a shape). */
export function uiSettingProblem(key: string, value: unknown): string | undefined {
  const shape = UI_SETTING_VALUES[key];
  if (!shape) return undefined;
  const parsed = shape.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join('.').slice(0, 40)}` : '';
  return `settings: value of "${key}" invalid${where} (${(issue?.message ?? 'invalid').slice(0, 120)})`;
}
