// Türkçe: the account stream's outcome messages (translation of ../outcomes.ts).
import type { outcomeMessages } from '../outcomes';

export const messages: Record<keyof typeof outcomeMessages, string> = {
  'common.ambiguousNumber': '“{text}” {decimal} ya da {whole} olarak okunabilir: sayıyı binlik ayırıcı olmadan yazın.',
  'outcome.bought': '{price} fiyatından {amount} {base} alındı',
  'outcome.sold': '{price} fiyatından {amount} {base} satıldı',
  'outcome.partial':
    'Şu ana kadar {amount} {base} miktarın {filled} kadarı {price} fiyatından {side, select, buy {alındı} other {satıldı}}',
  'outcome.cancelled': 'İptal edildi: {amount} {base} {type} {side, select, buy {alış} other {satış}}',
  'outcome.cancelledPartly':
    'İptal edildi: {amount} {base} {type} {side, select, buy {alış} other {satış}}, {filled} gerçekleştikten sonra',
  'outcome.cancelledByOco': 'OCO eşi tarafından iptal edildi: {amount} {base} {type} {side, select, buy {alış} other {satış}}',
  'outcome.cancelledByOcoPartly':
    'OCO eşi tarafından iptal edildi: {amount} {base} {type} {side, select, buy {alış} other {satış}}, {filled} gerçekleştikten sonra',
  'outcome.expired': 'Süresi doldu: {amount} {base} {type} {side, select, buy {alış} other {satış}}',
  'outcome.expiredPartly': 'Süresi doldu: {amount} {base} {type} {side, select, buy {alış} other {satış}}, {filled} gerçekleştikten sonra',
  'outcome.ended': 'Borsa tarafından sonlandırıldı ({reason}): {amount} {base} {type} {side, select, buy {alış} other {satış}}',
  'outcome.endedPartly':
    'Borsa tarafından sonlandırıldı ({reason}): {amount} {base} {type} {side, select, buy {alış} other {satış}}, {filled} gerçekleştikten sonra',
  'outcome.positionOpened': 'Pozisyon açıldı: {price} fiyatından {amount} {pair} {side, select, long {uzun} other {kısa}}',
  'outcome.positionClosed': 'Pozisyon kapatıldı: {pair}',
  'outcome.positionLiquidated': 'Pozisyon tasfiye edildi: {pair}',
  'outcome.offerTaken':
    '{period} gün için günlük {rate} oranla {amount} {currency} {side, select, lend {borç verildi} other {borç alındı}}',
  'outcome.offerCancelled': 'Fonlama teklifi iptal edildi: {amount} {currency} {side, select, lend {borç verme} other {borç alma}}',
  'outcome.loanClosed': 'Borç sona erdi: {amount} {currency} fonlama cüzdanına geri döndü',
  'outcome.creditClosed': 'Kredi kapatıldı: {amount} {currency} geri ödendi',
  'outcome.depositPending': '{amount} {currency} yatırma işlemi ulaştı, onaylar bekleniyor',
  'outcome.depositProcessing': '{amount} {currency} yatırma işlemi işleniyor',
  'outcome.depositCompleted': '{amount} {currency} yatırma işlemi hesaba geçti',
  'outcome.depositCancelled': '{amount} {currency} yatırma işlemi iptal edildi',
  'outcome.depositFailed': '{amount} {currency} yatırma işlemi başarısız oldu',
  'outcome.withdrawalPending': '{amount} {currency} çekim talebi onayınızı bekliyor',
  'outcome.withdrawalProcessing': '{amount} {currency} çekim talebi işleniyor',
  'outcome.withdrawalCompleted': '{amount} {currency} çekim talebi gönderildi',
  'outcome.withdrawalCancelled': '{amount} {currency} çekim talebi iptal edildi; tutar cüzdanınıza geri döndü',
  'outcome.withdrawalFailed': '{amount} {currency} çekim talebi başarısız oldu; tutar cüzdanınıza geri döndü',
};
