// The countries a user may sign up from and declare as residence (account-side §7
// `/v2/int/countries`): the officially assigned ISO 3166-1 alpha-2 codes, each with its English
// name (the client shows the name in the reader's language). Sign-up and verification accept only
// these codes.
import { countryName as nameIn } from '../../src/protocol/account/trading-access';

/** ISO 3166-1 alpha-2, officially assigned (249 codes). */
const CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES
ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM
IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG
PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY
SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
  .split(/\s+/)
  .filter(Boolean);

/** `[CODE, NAME]` rows sorted by name: the answer of `/v2/int/countries`. */
export const COUNTRIES: ReadonlyArray<readonly [string, string]> = CODES.map((code) => [code, nameIn(code)] as const).sort((a, b) =>
  a[1].localeCompare(b[1], 'en'),
);

const KNOWN = new Set(CODES);

export function isCountry(code: string): boolean {
  return KNOWN.has(code);
}

/** A country's English name ("Spain"), or the code itself when it is not one. */
export function countryName(code: string): string {
  return KNOWN.has(code) ? nameIn(code) : code;
}
