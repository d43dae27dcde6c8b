// The whitelist editor's state rules (account-side §4–§5): disable all puts the disabled marker
// on every currency with its flag off, enable all turns every currency on with a blank address
// to fill, an edit that duplicates an address flags it as existing, and what the request sends.
import { describe, expect, it } from 'vitest';
import { disableAll, enableAll, whitelistOf, whitelistRequest, withAddress } from '../../../src/models/account/security-settings';

const w = {
  BTC: { on: true, addresses: [{ address: 'a1', error: null }] },
  ETH: { on: false, addresses: [] },
};

describe('whitelist editing', () => {
  it('disables and enables all', () => {
    expect(disableAll(w)).toEqual({ BTC: { on: false, addresses: [] }, ETH: { on: false, addresses: [] } });
    expect(whitelistRequest(disableAll(w))).toEqual({ BTC: ['disabled'], ETH: ['disabled'] });
    expect(enableAll(w)).toEqual({
      BTC: { on: true, addresses: [{ address: 'a1', error: null }] },
      ETH: { on: true, addresses: [{ address: '', error: null }] },
    });
  });

  it('flags a duplicate as existing, and clears the flag once it is changed', () => {
    const dup = withAddress(w, 'BTC', 1, 'a1');
    expect(dup.BTC!.addresses).toEqual([
      { address: 'a1', error: null },
      { address: 'a1', error: 'existing' },
    ]);
    expect(withAddress(dup, 'BTC', 1, 'a2').BTC!.addresses[1]).toEqual({ address: 'a2', error: null });
  });

  it("reads the exchange's whitelist, tolerating junk", () => {
    expect(whitelistOf({ BTC: { on: true, addresses: [{ address: 'x', error: 'existing' }, null, 'y'] } })).toEqual({
      BTC: { on: true, addresses: [{ address: 'x', error: 'existing' }] },
    });
    expect(whitelistOf(null)).toEqual({});
    expect(whitelistOf([1, 2])).toEqual({});
  });
});
