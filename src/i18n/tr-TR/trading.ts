// Türkçe: the trading widgets' messages (translation of ../trading.ts).
import type { tradingMessages } from '../trading';

export const messages: Record<keyof typeof tradingMessages, string> = {
  'widgets.orderForm': 'Emir formu',
  'widgets.orders': 'Emirler',
  'widgets.positions': 'Pozisyonlar',
  'widgets.wallets': 'Cüzdanlar',
  'widgets.funding': 'Fonlama',
  'widgets.notifications': 'Bildirimler',
  'widgets.priceAlerts': 'Fiyat alarmları',

  'trading.signIn': 'İşlem yapmak için giriş yapın.',
  'trading.signInLink': 'Giriş yap',
  'trading.connecting': 'Hesabınız bağlanıyor…',
  'trading.authFailed': 'Borsa oturumunuzu reddetti: {text}',
  'trading.cancel': 'İptal',
  'trading.confirm': 'Onayla',
  'trading.save': 'Kaydet',
  'trading.close': 'Kapat',
  'trading.buy': 'Al',
  'trading.sell': 'Sat',
  'trading.side': '{side, select, buy {Al} other {Sat}}',

  'error.required': 'Zorunlu',
  'error.positive': '0’dan büyük bir sayı girin',
  'error.belowMin': 'En az {min}',
  'error.aboveMax': 'En fazla {max}',
  'error.leverage': '1 ile 100 arasında bir tam sayı',
  'error.period': '2 ile 30 arasında tam gün sayısı',
  'error.tif': 'Gelecekte bir tarih ve saat seçin',
  'error.notNegative': '0 veya daha büyük bir sayı girin',

  'funding.currency': 'Para birimi',

  'notifications.label': 'Bildirimler',
  'notifications.empty': 'Henüz bir şey yok: tüm emir sonuçları burada listelenecek.',
  'notifications.dismiss': 'Kapat',
  'notifications.more': '+{count} daha',
  'notifications.clear': 'Tümünü temizle',
  'notifications.sound': 'Ses',
  'notifications.soundHint': 'Sesli bildirim: her bildirimde kısa bir ses',
  'notifications.toasts': 'Son bildirimler',
  'notifications.level': '{level, select, success {Tamam} error {Başarısız} other {Bilgi}}',
};
