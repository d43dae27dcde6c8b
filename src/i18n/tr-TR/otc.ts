// Türkçe: the OTC desk page's messages (translation of ../otc.ts).
import type { otcMessages } from '../otc';

export const messages: Record<keyof typeof otcMessages, string> = {
  'otc.title': 'OTC masası',
  'otc.intro':
    'Borsanın tüm tutar için verdiği kesin fiyat, {seconds} saniye geçerlidir: emir defterinin orta fiyatının her iki yanında {spread}. Kabul edilen teklifler borsa cüzdanınızda takas edilir.',
  'otc.pair': 'Parite',
  'otc.side': 'Yön',
  'otc.side.name': '{side, select, buy {Alış} sell {Satış} other {{side}}}',
  'otc.amount': 'Tutar ({currency})',
  'otc.amountInvalid': 'Pozitif bir tutar girin.',
  'otc.available': 'Kullanılabilir: {amount} {currency}',
  'otc.getQuote': 'Teklif al',
  'otc.acceptQuote': 'Teklifi kabul et',
  'otc.quote': 'Kesin teklif',
  'otc.quote.deal': '{amount} {base}, {price} {quote} fiyatından {side, select, buy {al} sell {sat} other {{side}}}',
  'otc.quote.total': '{side, select, buy {Ödeyeceğiniz} sell {Alacağınız} other {Toplam}} {total} {quote}',
  'otc.quote.left': '{seconds} saniye daha geçerli',
  'otc.quote.lapsed': 'Teklif kabul edilmeden süresi doldu. Yeni bir teklif alın.',
  'otc.history': 'Teklifleriniz',
  'otc.history.empty': 'Henüz teklif yok: yukarıdan bir teklif isteyin.',
  'otc.col':
    '{id, select, time {Zaman} id {No} pair {Parite} side {Yön} amount {Tutar} price {Fiyat} total {Toplam} status {Durum} other {{id}}}',
  'otc.status': '{status, select, FIRM {Geçerli} ACCEPTED {Kabul edildi} LAPSED {Süresi doldu} other {{status}}}',
};
