// Withdrawal addresses are checked by their checksum after their pattern: Base58Check (Bitcoin's
// legacy P2PKH/P2SH), bech32/bech32m (segwit v0 and v1+, BIP-173/BIP-350), EIP-55 capitalisation
// (Ethereum and EVM networks). The vectors are the specifications' own.
import { describe, expect, it } from 'vitest';
import { addressProblem } from '../../server/trading/address-rules';
import { XRP_ALPHABET, base58CheckDecode } from '../../server/trading/address-checks/base58check';
import { bech32Decode, decodeSegwit } from '../../server/trading/address-checks/bech32';
import { eip55Problem, toChecksumAddress } from '../../server/trading/address-checks/eip55';
import { openDesk, USER } from './helpers';

/** `text` with the character at `i` replaced by another of the same alphabet. */
function mistype(text: string, i: number, by: string): string {
  expect(text[i]).not.toBe(by);
  return text.slice(0, i) + by + text.slice(i + 1);
}

describe('bech32 and bech32m (BIP-173, BIP-350)', () => {
  it.each([
    'A12UEL5L',
    'a12uel5l',
    'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
    'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
    '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
    'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
    '?1ezyfcl',
  ])('accepts the valid bech32 string %s', (s) => {
    expect(bech32Decode(s)?.encoding).toBe('bech32');
  });

  it.each([
    'A1LQFN3A',
    'a1lqfn3a',
    'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
    'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
    'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
    '?1v759aa',
  ])('accepts the valid bech32m string %s', (s) => {
    expect(bech32Decode(s)?.encoding).toBe('bech32m');
  });

  it.each([
    '\x201nwldj5',
    '\x7f1axkwrx',
    'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
    'pzry9x0s0muk',
    '1pzry9x0s0muk',
    'x1b4n0q5v',
    'li1dgmt3',
    'de1lg7wt\xff',
    'A1G7SGD8',
    '10a06t8',
    '1qzzfhee',
  ])('refuses the invalid string %j', (s) => {
    expect(bech32Decode(s)).toBeUndefined();
  });

  it('decodes the valid segwit addresses to their witness version and program', () => {
    expect(decodeSegwit('bc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toEqual({
      version: 0,
      program: [...Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex')],
    });
    expect(decodeSegwit('tb', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')?.version).toBe(0);
    expect(decodeSegwit('bc', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y')?.version).toBe(1);
    expect(decodeSegwit('bc', 'BC1SW50QGDZ25J')?.version).toBe(16);
    expect(decodeSegwit('bc', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')?.version).toBe(2);
    expect(decodeSegwit('tb', 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')?.version).toBe(1);
    expect(decodeSegwit('bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')?.version).toBe(1);
  });

  it.each([
    ['tb', 'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut'],
    ['bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
    ['tb', 'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf'],
    ['bc', 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL'],
    ['bc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    ['tb', 'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47'],
    ['bc', 'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4'],
    ['bc', 'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R'],
    ['bc', 'bc1pw5dgrnzv'],
    ['bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav'],
    ['bc', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P'],
    ['tb', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq'],
    ['bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf'],
    ['tb', 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j'],
    ['bc', 'bc1gmk9yu'],
  ])('refuses the invalid segwit address %s %s', (hrp, address) => {
    expect(decodeSegwit(hrp, address)).toBeUndefined();
  });
});

describe('Base58Check', () => {
  it('decodes legacy P2PKH and P2SH addresses to their version byte and 20-byte hash', () => {
    expect(base58CheckDecode('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')?.version).toBe(0x00);
    expect(base58CheckDecode('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')?.payload.length).toBe(20);
    expect(base58CheckDecode('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')?.version).toBe(0x05);
    // The all-zero hash: leading '1's are zero bytes.
    expect(base58CheckDecode('1111111111111111111114oLvT2')).toEqual({ version: 0, payload: new Uint8Array(20) });
  });

  it("decodes XRP Ledger addresses in its own alphabet ('r' its zero)", () => {
    // The genesis account, and ACCOUNT_ZERO (the all-zero account ID).
    expect(base58CheckDecode('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', XRP_ALPHABET)?.payload.length).toBe(20);
    expect(base58CheckDecode('rrrrrrrrrrrrrrrrrrrrrhoLvTp', XRP_ALPHABET)).toEqual({ version: 0, payload: new Uint8Array(20) });
    expect(base58CheckDecode('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBeUndefined();
    expect(base58CheckDecode(mistype('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 12, 'X'), XRP_ALPHABET)).toBeUndefined();
  });

  it('refuses one changed character', () => {
    expect(base58CheckDecode(mistype('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 10, 'X'))).toBeUndefined();
    expect(base58CheckDecode(mistype('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 33, 'z'))).toBeUndefined();
  });
});

describe('EIP-55', () => {
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it.each(checksummed)('capitalises %s as the specification does', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(eip55Problem(address)).toBeUndefined();
  });

  it('takes all-lower and all-upper addresses without a checksum', () => {
    for (const a of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
      '0xde709f2102306220921060314715629080e2fb77',
      '0x27b1fdb04752bbc536007a920d24acb045561c26',
    ]) {
      expect(eip55Problem(a)).toBeUndefined();
    }
  });

  it('refuses mixed case that does not match the checksum', () => {
    expect(eip55Problem('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toMatch(/checksum mismatch/);
    expect(eip55Problem('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatch(/checksum mismatch/);
  });
});

describe('withdrawal addresses', () => {
  const SEGWIT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
  const TAPROOT = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
  const LEGACY = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';

  it('accepts valid Bitcoin and Ethereum addresses', () => {
    for (const a of [SEGWIT, TAPROOT, LEGACY, '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy']) expect(addressProblem('bitcoin', a)).toBeUndefined();
    for (const a of [...['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'], '0xde709f2102306220921060314715629080e2fb77']) {
      expect(addressProblem('ethereum', a)).toBeUndefined();
      expect(addressProblem('tetheruse', a)).toBeUndefined();
    }
    expect(addressProblem('testbtc', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')).toBeUndefined();
  });

  it('refuses a mistyped Bitcoin address by its checksum, with the reason', () => {
    expect(addressProblem('bitcoin', mistype(SEGWIT, 20, 'q'))).toBe(
      'address: invalid for bitcoin (checksum mismatch, a character is mistyped)',
    );
    expect(addressProblem('bitcoin', mistype(TAPROOT, 30, 'x'))).toBe(
      'address: invalid for bitcoin (checksum mismatch, a character is mistyped)',
    );
    expect(addressProblem('bitcoin', mistype(LEGACY, 10, 'X'))).toBe(
      'address: invalid for bitcoin (checksum mismatch, a character is mistyped)',
    );
    // Valid, but another network's: a testnet address is not a bitcoin one.
    expect(addressProblem('bitcoin', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toMatch(/^address: invalid for bitcoin/);
  });

  it('checks XRP by its checksum and Solana by its key length', () => {
    expect(addressProblem('ripple', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBeUndefined();
    expect(addressProblem('ripple', mistype('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 20, 'q'))).toBe(
      'address: invalid for ripple (checksum mismatch, a character is mistyped)',
    );
    // The system program and the wrapped SOL mint: 32-byte keys.
    for (const a of ['11111111111111111111111111111111', 'So11111111111111111111111111111111111111112']) {
      expect(addressProblem('solana', a)).toBeUndefined();
    }
    expect(addressProblem('solana', 'So1111111111111111111111111111111111111111')).toMatch(/not a 32-byte key/);
  });

  it('refuses an EIP-55 capitalisation error', () => {
    expect(addressProblem('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(
      'address: invalid for ethereum (checksum mismatch in the EIP-55 capitalisation, a character is mistyped)',
    );
  });

  it("says so in the form's check and refuses the withdrawal and the address book entry", () => {
    const d = openDesk();
    expect(d.trading.checkAddress('BTC', mistype(SEGWIT, 20, 'q'))).toEqual({
      valid: false,
      message: 'This is not a BTC address: checksum mismatch, a character is mistyped',
    });
    expect(d.trading.checkAddress('BTC', SEGWIT)).toEqual({ valid: true, method: 'bitcoin' });
    const n = d.trading.withdraw(USER, { wallet: 'exchange', method: 'bitcoin', amount: '0.01', address: mistype(LEGACY, 10, 'X') });
    expect([n[6], n[7]]).toEqual(['ERROR', 'address: invalid for bitcoin (checksum mismatch, a character is mistyped)']);
    expect(
      d.trading.addressBook(USER, { action: 'add', method: 'ethereum', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }),
    ).toMatch(/checksum mismatch/);
  });
});
