// The call table and the exchange's shapes stay one description: every call is known to the
// shapes, every path parameter is checked, every call that names an input type has the schema it
// was named by, and the client's side of the table builds no validator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_SHAPES } from '../../src/protocol/calls/all-shapes';
import { FUNDING_LISTS, PUBLIC_CALLS, TRADING_CALLS, type CallDef } from '../../src/protocol/calls';
import { ACCOUNT_CALLS } from '../../src/protocol/calls/account';
import { OTC_CALLS } from '../../src/protocol/calls/otc';
import { COMPLIANCE_CALLS } from '../../src/protocol/calls/compliance';
import { EARN_CALLS } from '../../src/protocol/calls/earn';
import { PROGRAMME_CALLS } from '../../src/protocol/calls/programmes';
import { MARGIN_CALLS } from '../../src/protocol/calls/margin';
import { CUSTODY_CALLS } from '../../src/protocol/calls/custody';
import { MODAL_CALLS } from '../../src/protocol/calls/modals';
import { SECURITIES_CALLS } from '../../src/protocol/calls/securities';
import { GROUP_CALLS } from '../../src/protocol/calls/groups';

const tables: Array<Record<string, CallDef>> = [
  PUBLIC_CALLS,
  TRADING_CALLS,
  ACCOUNT_CALLS,
  OTC_CALLS,
  COMPLIANCE_CALLS,
  EARN_CALLS,
  PROGRAMME_CALLS,
  MARGIN_CALLS,
  CUSTODY_CALLS,
  MODAL_CALLS,
  SECURITIES_CALLS,
  GROUP_CALLS,
  ...Object.values(FUNDING_LISTS),
];

describe('call shapes', () => {
  it('knows every call, checks every path parameter and every named input', () => {
    const all = tables.flatMap((t) => Object.values(t));
    expect(CALL_SHAPES.entries()).toHaveLength(all.length);
    for (const def of all) {
      const shapes = CALL_SHAPES.of(def);
      const named = [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      if (named.length > 0) {
        expect(shapes.params, `${def.path} checks its path parameters`).toBeDefined();
        const parsed = shapes.params!.safeParse({});
        expect(parsed.success, `${def.path} refuses missing path parameters`).toBe(false);
      }
      expect(Boolean(shapes.input), `${def.path} has a schema exactly when it names an input`).toBe(def.input !== undefined);
    }
  });

  it('refuses a call outside the table', () => {
    expect(() => CALL_SHAPES.of({ method: 'GET', path: '/v2/nowhere', auth: 'public', reply: (r) => r })).toThrow(/not in the call table/);
  });

  it('keeps zod out of the modules the client loads', () => {
    for (const file of [
      'define',
      'public',
      'trading',
      'account',
      'compliance',
      'margin',
      'custody',
      'modals',
      'securities',
      'groups',
      'index',
    ]) {
      const text = readFileSync(`src/protocol/calls/${file}.ts`, 'utf8');
      expect(text, file).not.toMatch(/^import (?!type )[^\n]*from '(zod|\.\/[a-z-]*(bodies|shapes|params|window))'/m);
    }
  });
});
