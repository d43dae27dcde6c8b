// Türkçe: the modals' messages (translation of ../modals.ts).
import type { modalMessages } from '../modals';

export const messages: Record<keyof typeof modalMessages, string> = {
  'modals.cancel': 'İptal',
  'modals.failed': 'Koşullar okunamadı: {reason}',
  'modals.derivatives.title': 'Türev işlemlerine hoş geldiniz',
  'modals.derivatives.intro':
    '{pair} gibi vadesiz sözleşmeler, türev cüzdanınızdaki teminatla kaldıraçlı uzun veya kısa pozisyon açmanızı sağlar. İlk türev emrinizden önce aşağıdaki türev koşullarını okuyup kabul edin; bu yalnızca bir kez sorulur.',
  'modals.derivatives.accept': 'Kabul et ve emri gönder',
  'modals.uk_warning.title': 'Birleşik Krallık’ta yaşayanlar için risk uyarısı',
  'modals.uk_warning.intro':
    'Yatırdığınız paranın tamamını kaybetmeye hazır değilseniz yatırım yapmayın. Bu yüksek riskli bir yatırımdır ve bir sorun çıkarsa büyük olasılıkla korunmazsınız. İlk işleminizden önce aşağıdaki uyarıyı okuyun; bu yalnızca bir kez sorulur.',
  'modals.uk_warning.accept': 'Anladım, emri gönder',
  'modals.demo.title': 'Demo işlem açık',
  'modals.demo.body':
    '{currency} {action, select, withdraw {çekimi} other {yatırımı}} gerçek para hareketidir ve bu hesap yalnızca test fonlarının (TESTBTC, TESTUSD) kullanıldığı demo işlem modundadır. Devam etmek için demo işlemi kapatın ya da açık bırakıp test paritesiyle işlem yapın.',
  'modals.demo.keep': 'Demo işleme devam et',
  'modals.demo.switch': '{action, select, withdraw {Demo işlemi kapat ve çek} other {Demo işlemi kapat ve yatır}}',
  'modals.highCost.title': 'Yüksek maliyetli borç',
  'modals.highCost.body':
    '{amount} {currency} için günde {rate}, yılda {yearly} teklif etmek üzeresiniz: yüksek maliyetli sayılan günlük {threshold} oranının üzerinde. {days} günde faiz yaklaşık {cost} {currency} tutar. Bu oranla borç alınsın mı?',
  'modals.highCost.confirm': 'Yine de borç al',
  'modals.highCost.cancel': 'Oranı değiştir',
  'modals.settings.columns': 'Sütunlar',
  'modals.settings.options': 'Seçenekler',
  'modals.settings.save': 'Kaydet',
  'modals.settings.oneColumn': 'En az bir sütun bırakın.',
  'modals.trades.option.flash': 'Gelen işlemleri vurgula',
  'modals.trades.option.sideColour': 'Fiyatı alıcı tarafın yönüne göre renklendir',
  'modals.markets.option.fit': 'Dar panelde önce hacmi, sonra değişimi gizle',
  'modals.markets.option.flash': 'Son fiyat değiştikçe vurgula',
};
