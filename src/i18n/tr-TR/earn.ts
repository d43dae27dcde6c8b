// Türkçe: the staking, borrow, buy-with-cards and Bitrefill pages' messages (translation of ../earn.ts).
import type { earnMessages } from '../earn';

export const messages: Record<keyof typeof earnMessages, string> = {
  'earn.signIn': 'Bu sayfayı hesabınızla kullanmak için giriş yapın',
  'earn.available': 'Kullanılabilir: {amount} {currency}',
  'earn.currency': 'Para birimi',
  'earn.amount': 'Tutar ({currency})',
  'earn.amountInvalid': 'Pozitif bir tutar girin.',
  'earn.period':
    '{unit, select, day {{n, plural, one {bir gün} other {# gün}}} hour {{n, plural, one {bir saat} other {# saat}}} minute {{n, plural, one {bir dakika} other {# dakika}}} other {{n, plural, one {bir saniye} other {# saniye}}}}',

  'staking.title': 'Staking',
  'staking.intro':
    'Borsa cüzdanınızdaki bir para birimini stake edin; borsa her staking döneminin ({period}) sonunda günlük oranıyla ödülü borsa cüzdanınıza öder. İstediğiniz zaman stake’i bozun: tutar hemen borsa cüzdanınıza döner. Stake etmek veya bozmak önce son ödemeden bu yana biriken ödülü öder.',
  'staking.terms': 'Oranlar',
  'staking.col':
    '{id, select, currency {Para birimi} daily {Günlük oran} yearly {Yıllık oran} min {En az} staked {Stake edilen} paid {Ödenen ödül} next {Sonraki ödeme} time {Zaman} kind {Tür} amount {Tutar} other {{id}}}',
  'staking.stake': 'Stake et',
  'staking.unstake': 'Stake’i boz',
  'staking.staked': 'Stake edilen: {amount} {currency}',
  'staking.history': 'Staking geçmişiniz',
  'staking.history.empty': 'Henüz stake edilen bir şey yok.',
  'staking.kind': '{kind, select, STAKE {Stake} UNSTAKE {Bozma} REWARD {Ödül} other {{kind}}}',

  'borrow.title': 'Borç al',
  'borrow.what':
    'Borç almak, borsanın fonlama piyasasındaki borç verenlerden 2 ila 30 günlüğüne, teklif ettiğiniz günlük oranla para alır. Borç aldığınız para marjin pozisyonlarınızda kullanılır ve marjin cüzdanınızın bakiyeleri teminattır: bir pozisyonun zararları teminatı eritince pozisyon kapatılır ve borç ondan ödenir. Faiz biriktikçe marjin cüzdanınızdan alınır; borcu istediğiniz zaman geri ödeyebilirsiniz.',
  'borrow.threshold':
    '{threshold} üzerindeki günlük oran (yılda {yearly}) yüksek maliyetli bir borçtur: bu sayfa böyle bir teklif gönderilmeden önce onay ister.',
  'borrow.collateral': 'Teminatınız (marjin cüzdanı)',
  'borrow.collateral.empty': 'Marjin cüzdanınız boş: borç almadan önce ona para aktarın.',
  'borrow.available': 'Borç alınabilir: {amount} {currency} ({usd} USD)',
  'borrow.available.noPrice': 'Borç alınabilir: {usd} USD (borsada şu an {currency} fiyatı yok)',
  'borrow.available.rule':
    'Marjin cüzdanınızdaki {collateral} USD, en fazla {leverage}× kaldıraçla {limit} USD borcu karşılar; bunun {committed} USD’si zaten borç alındı ya da teklifte.',
  'borrow.aboveAvailable': 'Teminatınızın karşıladığı {amount} {currency} tutarından fazla: borsa bu teklifi reddedecek.',
  'borrow.rate': 'Günlük oran (%)',
  'borrow.rateInvalid': '%0’dan büyük ve en çok %7 bir günlük oran girin.',
  'borrow.period': 'Gün',
  'borrow.periodInvalid': '2 ile 30 gün arası.',
  'borrow.cost': 'Tüm dönemin faizi: yaklaşık {amount} {currency} (yılda {yearly})',
  'borrow.submit': 'Borç al',
  'borrow.warning.title': 'Yüksek maliyetli borç',
  'borrow.bids': 'Teklifleriniz',
  'borrow.bids.empty': 'Açık teklif yok.',
  'borrow.loans': 'Borçlarınız',
  'borrow.loans.empty': 'Borç yok.',
  'borrow.col':
    '{id, select, id {No} currency {Para birimi} amount {Tutar} rate {Günlük oran} period {Gün} opened {Açılış} action {İşlem} other {{id}}}',
  'borrow.cancelBid': 'Teklifi iptal et',
  'borrow.repay': 'Geri öde',

  'cards.title': 'Kartla satın al',
  'cards.intro':
    'Kartla ödeyin; satın aldığınız para birimi piyasaların kurundan {fee} kart ücreti düşülerek hemen borsa cüzdanınıza yatırılır. Bu borsa kâğıt parayla işlem yapar, bu yüzden yalnızca kendi test kartını kabul eder: {card}, ileri bir son kullanma tarihi ve üç haneli herhangi bir CVC ile. Başka her kart reddedilir.',
  'cards.pay': 'Ödediğiniz',
  'cards.fiat': 'İtibari para',
  'cards.buy': 'Aldığınız',
  'cards.bounds': 'Tek seferde {min} ile {max} ABD doları değerinde.',
  'cards.quote': 'Fiyat teklifi',
  'cards.quote.rate': 'Kur: 1 {fiat} = {rate} {currency}',
  'cards.quote.fee': 'Kart ücreti ({fee}): {amount} {fiat}',
  'cards.quote.receive': 'Yaklaşık {amount} {currency} alırsınız',
  'cards.quote.note': 'Kur, ödediğiniz andaki piyasa kurudur.',
  'cards.number': 'Kart numarası',
  'cards.expiry': 'Son kullanma (AA/YY)',
  'cards.cvc': 'CVC',
  'cards.submit': '{amount} {fiat} öde',
  'cards.history': 'Kartla alımlarınız',
  'cards.history.empty': 'Henüz kartla alım yok.',
  'cards.col': '{id, select, time {Zaman} id {No} paid {Ödenen} fee {Ücret} bought {Alınan} rate {Kur} card {Kart} other {{id}}}',
  'cards.card': 'sonu {last4}',
  'cards.bitrefill': 'Kriptoyu hediye kartlarına ve yüklemelere harcayın: Bitrefill',

  'bitrefill.title': 'Bitrefill ile harcayın',
  'bitrefill.intro':
    'Bitrefill binlerce mağaza ve operatör için hediye kartları, mobil yüklemeler ve eSIM’ler satar; ödeme bitcoin ile, Lightning Network üzerinden de yapılır. Tradedesk ile borsa cüzdanınızdan ödersiniz:',
  'bitrefill.step1': 'Borsa cüzdanınızda bitcoin bulundurun: kartla ya da piyasalarda satın alın veya yatırın.',
  'bitrefill.step2':
    'Bitrefill’de bir hediye kartı veya yükleme seçin ve Bitcoin Lightning ile ödeyin: Bitrefill bir Lightning faturası gösterir.',
  'bitrefill.step3':
    'Burada Çek sayfasını açın, Lightning’i seçin ve faturayı yapıştırın (0.000001 ile 0.02 BTC arası); çekimi e-postadan onaylayın.',
  'bitrefill.paper':
    'Bu borsa kâğıt parayla işlem yapar: çekimleri simüledir ve gerçek bir faturayı ödemez; adımları burada deneyin, gerçek alımları gerçek fonları olan bir borsadan yapın.',
  'bitrefill.start': 'Bitrefill’de başla',
  'bitrefill.withdraw': 'Çek sayfasını aç',
  'bitrefill.buy': 'Kartla bitcoin al',
};
