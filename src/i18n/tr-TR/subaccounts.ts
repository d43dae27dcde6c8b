// Türkçe: the sub-accounts page's messages (translation of ../subaccounts.ts).
import type { subaccountMessages } from '../subaccounts';

export const messages: Record<keyof typeof subaccountMessages, string> = {
  'sub.title': 'Alt hesaplar',
  'sub.intro':
    'Bir alt hesabın kendi cüzdanları, emirleri, pozisyonları ve API anahtarları vardır: sermayeyi stratejiler veya masalar arasında bölün. Bu hesaptan fonlayın, işlem yapmak için ona geçin ve tek tıkla geri dönün. Alt hesapların kendi şifresi yoktur.',
  'sub.create': 'Alt hesap oluştur',
  'sub.createTitle': 'Bir alt hesap oluştur',
  'sub.name': 'Ad',
  'sub.nameHint': '3–24 harf, rakam, _ . veya -',
  'sub.createButton': 'Oluştur',
  'sub.cancel': 'İptal',
  'sub.col.name': 'Ad',
  'sub.col.email': 'E-posta',
  'sub.col.created': 'Oluşturulma',
  'sub.col.balances': 'Bakiyeler',
  'sub.noBalance': 'Boş',
  'sub.empty': 'Henüz alt hesap yok. Sermayenizi bölmek için bir tane oluşturun.',
  'sub.switchTo': 'Geç',
  'sub.switchToNamed': 'Geç: {name}',
  'sub.inUse': 'Kullanımda',
  'sub.transfer': 'Transfer',
  'sub.transferNamed': 'Transfer: {name}',
  'sub.transferTitle': 'Transfer: ana hesap ve {name}',
  'sub.direction': 'Yön',
  'sub.toSub': 'Ana hesap → {name}',
  'sub.fromSub': '{name} → Ana hesap',
  'sub.fromWallet': 'Kaynak cüzdan',
  'sub.toWallet': 'Hedef cüzdan',
  'sub.currency': 'Para birimi',
  'sub.amount': 'Miktar',
  'sub.transferButton': 'Transfer et',
  'sub.transferred': '{amount} {currency} transfer edildi',
  'sub.inSub':
    '{name} alt hesabını kullanıyorsunuz: çalışma alanı, cüzdanlar, emirler ve API anahtarları ona aittir. Alt hesap oluşturmak ana hesaba özgüdür.',
  'sub.created': '{name} alt hesabı oluşturuldu.',
};
