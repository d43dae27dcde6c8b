// The exchange's terms (account-side §3 term agreement): each kind with when it was last
// modified, its title and text, read by the client from `pub:legal:terms:{kind}`. A user's
// acceptance is the setting `terms:{kind}:accepted` (the modification time accepted): a later
// modification asks again. Signing up accepts the current default terms.
import { type AnyTermsKind, termsKeys } from '../../src/protocol/account/terms-kinds';

export interface Terms {
  modified: number;
  title: string;
  text: string;
}

export const TERMS: Readonly<Record<AnyTermsKind, Terms>> = {
  default: {
    modified: Date.UTC(2026, 9, 1),
    title: 'Terms of Service',
    text: [
      'Tradedesk runs an embedded exchange for paper trading: balances, deposits and withdrawals on it are simulated and have no value.',
      'You keep your credentials, second factors and API keys secret, and you are responsible for what is done with them.',
      'Orders are matched by price and time; the exchange may refuse an order that breaks its rules, and says why.',
      'Verification levels, regional restrictions and account freezes apply as described on the Verification and Freeze pages.',
      'These terms may change; when they do, you are asked to accept the new version before going on.',
    ].join('\n\n'),
  },
  Turkish: {
    modified: Date.UTC(2026, 9, 1),
    title: 'Kullanım Koşulları (Türkiye)',
    text: [
      'Bu koşullar, Türkiye sitesini kullanan ve Türkiye’de yerleşik hesaplar için Tradedesk Kullanım Koşullarına ek olarak uygulanır.',
      'Türk lirası (TRY) yatırma ve çekme işlemleri yalnızca hesap sahibine ait banka hesaplarıyla yapılabilir.',
      'Kimlik doğrulama, yürürlükteki Türk mevzuatının gerektirdiği bilgi ve belgelerle tamamlanır.',
      'Bu koşulların Türkçe metni ile diğer dillerdeki metinleri arasında fark olması durumunda Türkçe metin esas alınır.',
    ].join('\n\n'),
  },
  securities: {
    modified: Date.UTC(2026, 9, 1),
    title: 'Securities Terms',
    text: [
      'Securities offered through Tradedesk are tokenised instruments subject to the rules of their issuer and venue.',
      'Buying them is open only to verified accounts in regions where the offer is allowed; some offers are for accredited investors only.',
      'Their prices can fall as well as rise, and they may be hard to sell before they mature.',
    ].join('\n\n'),
  },
  securities_general: {
    modified: Date.UTC(2026, 9, 1),
    title: 'Securities General Terms',
    text: [
      'These general terms cover every securities sale on Tradedesk: subscription, allocation, settlement into the exchange wallet, and refunds of unallocated amounts.',
      'An order for a sale is binding once the sale closes; before then it may be cancelled from the sale page.',
    ].join('\n\n'),
  },
  securities_membership: {
    modified: Date.UTC(2026, 9, 1),
    title: 'Securities Membership Agreement',
    text: [
      'Membership of the securities venue gives access to its primary sales and its secondary market.',
      'Members keep their information current, answer the venue’s eligibility questions truthfully, and follow its market rules.',
    ].join('\n\n'),
  },
  securities_aifc: {
    modified: Date.UTC(2026, 9, 1),
    title: 'AIFC Securities Terms',
    text: [
      'Securities listed under the Astana International Financial Centre are offered under its framework and its regulator’s rules.',
      'Disputes about them are settled under AIFC law by its court or arbitration centre.',
    ].join('\n\n'),
  },
  securities_el_salvador: {
    modified: Date.UTC(2026, 9, 1),
    title: 'El Salvador Securities Terms',
    text: [
      'Securities issued under El Salvador’s digital assets law are offered to accounts that completed the El Salvador verification.',
      'The issuer’s prospectus, filed with the national digital assets commission, governs each issue.',
    ].join('\n\n'),
  },
  // Asked once, before the first derivatives order (the perpetual pairs), not at sign-in.
  derivatives: {
    modified: Date.UTC(2026, 10, 1),
    title: 'Derivatives Terms',
    text: [
      'Perpetual contracts are derivatives: you trade the price of a currency, not the currency itself, with collateral held in your derivatives wallet.',
      'Leverage multiplies gains and losses alike. When your collateral no longer covers the maintenance margin of a position, the position is liquidated and the collateral it used can be lost.',
      'Open positions pay or receive funding every period at the rate the exchange publishes; the rate follows the difference between the contract price and the price of its underlying.',
      'Derivatives are not offered in every country; the exchange refuses them where your country of residence or sign-up does not allow them.',
    ].join('\n\n'),
  },
  // Asked of a GB resident (residence, else sign-up country) before the first real-money trade.
  uk_warning: {
    modified: Date.UTC(2026, 10, 1),
    title: 'Risk Warning for UK Residents',
    text: [
      'Crypto-assets are high-risk investments. Their prices move quickly and can fall to nothing; you could lose all the money you put in.',
      'Crypto-asset trading is not covered by the Financial Ombudsman Service or the Financial Services Compensation Scheme: if the exchange fails or something goes wrong, you are unlikely to get your money back.',
      'You may not be able to sell a crypto-asset when you want to, and leveraged trading can lose more than the collateral you set aside.',
      'Take time to understand what you buy, and do not invest money you cannot afford to lose.',
    ].join('\n\n'),
  },
};

export const termsSettingKey = (kind: AnyTermsKind) => termsKeys(kind).accepted;
