// Türkçe: the reports page's messages (translation of ../reports.ts).
import type { reportMessages } from '../reports';

export const messages: Record<keyof typeof reportMessages, string> = {
  'reports.title': 'Raporlar',
  'reports.kind': 'Rapor',
  'reports.kind.name':
    '{kind, select, ledger {Hesap hareketleri} movements {Yatırma ve çekme işlemleri} orders {Emirler} trades {İşlemler} positions {Pozisyonlar} funding {Fonlama işlemleri} other {{kind}}}',
  'reports.from': 'Başlangıç',
  'reports.to': 'Bitiş',
  'reports.currency': 'Para birimi',
  'reports.pair': 'Parite',
  'reports.allFilter': 'Tümü',
  'reports.show': 'Göster',
  'reports.more': 'Daha eski satırlar',
  'reports.export': 'CSV olarak dışa aktar',
  'reports.exporting': 'Aralıktaki tüm satırlar okunuyor…',
  'reports.exported': '{count, plural, one {# satır} other {# satır}} {file} dosyasına aktarıldı',
  'reports.tooMany':
    'Bu aralıkta {max, number} satırdan fazlası var, burada dışa aktarmak için çok fazla: “Raporu e-postayla gönder”i kullanın veya daha kısa bir aralık seçin.',
  'reports.email': 'Raporu e-postayla gönder',
  'reports.mailing': 'Borsa raporu hazırlıyor…',
  'reports.mailed': 'Rapor {to} adresine gönderildi: {count, plural, one {# satır} other {# satır}}',
  'reports.count': '{count, plural, one {# satır} other {# satır}} gösteriliyor',
  'reports.empty': 'Bu aralıkta hiçbir şey yok.',
  'reports.badRange': 'Başlangıç, bitişten sonra.',
  'reports.col':
    '{id, select, time {Zaman} id {ID} currency {Para birimi} wallet {Cüzdan} amount {Miktar} balance {Bakiye} description {Açıklama} kind {Tür} fee {Ücret} status {Durum} address {Adres} txid {İşlem} symbol {Parite} type {Tür} price {Fiyat} priceAvg {Ortalama fiyat} orderId {Emir} feeCurrency {Ücret para birimi} maker {Yapıcı} basePrice {Giriş fiyatı} pl {K/Z} offerId {Teklif} rate {Oran} period {Gün} other {{id}}}',
  'archive.title': 'Arşiv',
  'archive.intro': 'Raporların son {days} gününden eski kapanmış emirler, işlemler, pozisyonlar ve defter kayıtları: {day} tarihine kadar.',
  'archive.search': 'Ara',
  'reports.toArchive': 'Raporların aralığından daha mı eski? Arşivde bulabilirsiniz.',
  'archive.tooRecent': 'Arşiv {day} tarihinde biter; sonraki satırlar Raporlar’dadır.',
  'archive.empty': 'Bu aralıkta arşivlenmiş bir şey yok.',
};
