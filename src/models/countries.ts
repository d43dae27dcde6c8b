// The exchange's list of countries (`/v2/int/countries`: [[CODE, NAME], …]) that sign-up and
// verification choose from, read once per exchange connection and shared by the pages that ask.
import { COMPLIANCE_CALLS } from '../protocol/calls/compliance';
import type { PublicRest } from '../services/rest';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** The exchange's (English) name. */
  name: string;
}

export function readCountries(reply: unknown): Country[] {
  if (!Array.isArray(reply)) return [];
  return reply.flatMap((row: unknown) =>
    Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string' ? [{ code: row[0], name: row[1] }] : [],
  );
}

const lists = new WeakMap<object, Promise<Country[]>>();

/** The list, asked of the exchange once (asked again after a failure). */
export function countriesOf(rest: Pick<PublicRest, 'call'>): Promise<Country[]> {
  let list = lists.get(rest);
  if (!list) {
    list = rest.call(COMPLIANCE_CALLS.countries).then(readCountries, (err: unknown) => {
      lists.delete(rest);
      throw err;
    });
    lists.set(rest, list);
  }
  return list;
}
