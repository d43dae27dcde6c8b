// Türkçe: the frame's occasional notices (translation of ../notices.ts).
import type { noticeMessages } from '../notices';

export const messages: Record<keyof typeof noticeMessages, string> = {
  'connection.refused': 'Bu adresten çok fazla bağlantı; {seconds} sn sonra yeniden denenecek',
  'site.notOfferedTitle': 'Bu sitede sunulmuyor',
  'site.notOffered':
    '{feature, select, funding {Fonlama ve borç verme} margin {Marjin işlem} derivatives {Türev işlem} securities {Menkul kıymetler} otc {OTC masası} custody {Düzenlenmiş saklama hizmeti} staking {Staking} borrow {Borç alma} terminal {Fonlama terminali} affiliates {Ortaklık programı} pay {Ödemeler} competitions {İşlem yarışmaları} other {Bu özellik}} bu sitede sunulmuyor. Diğer her şey her zamanki gibi çalışır.',
  'site.backToMarkets': 'Piyasalara git',
  'consent.title': 'Çerez onayı',
  'consent.body':
    'Oturumunuzu açık tutmak ve sitenin çalışması için zorunlu çerezler kullanırız. Onayınızla sayfa görüntülemelerini de sayarız (analitik) ve kampanyalarımızı ölçeriz (pazarlama). Seçiminizi istediğiniz zaman değiştirebilirsiniz.',
  'consent.necessary': 'Zorunlu (her zaman açık)',
  'consent.analytical': 'Analitik',
  'consent.marketing': 'Pazarlama',
  'consent.save': 'Seçimleri kaydet',
  'consent.settings': 'Ayarlar',
  'consent.rejectAll': 'Tümünü reddet',
  'consent.acceptAll': 'Tümünü kabul et',
  'permissions.title': 'Eksik yetki',
  'permissions.body': 'Borsa bu işlemi reddetti: oturumunuzun gerekli yetkisi yok ({reason}).',
  'permissions.inSub':
    'Bir alt hesapta çalışıyorsunuz. Giriş bilgileri, ikinci faktörler ve güvenlik ayarları ana hesaba aittir: değiştirmek için ana hesaba dönün.',
  'permissions.whatToDo':
    'Bu yetkiye sahip bir hesap veya API anahtarı kullanın: hesap sahibi, API anahtarları sayfasında anahtar oluştururken yetkileri verir.',
  'permissions.close': 'Kapat',
  'permissions.denied':
    '{scope, select, orders {Bu oturum emir veremez, değiştiremez veya iptal edemez} positions {Bu oturum pozisyon kapatamaz, talep edemez veya artıramaz} funding {Bu oturum fonlama teklif edemez, alamaz veya iptal edemez} wallets {Bu oturum cüzdanlar arasında transfer yapamaz, dönüştüremez veya yatırma adresi oluşturamaz} withdraw {Bu oturum çekim yapamaz} settings {Bu oturum ayarları veya düzenleri kaydedemez} account {Bu oturum hesabı değiştiremez} other {Bu oturum bunu yapamaz}}: {scope} yazma izni yok.',
  'permissions.readOnly':
    'Salt okunur oturum: her şeyi okur, hiçbir şeyi değiştirmez ({scopes} yazma izinleri yok). Yazacak denetimler, her biri nedeniyle birlikte devre dışıdır.',
  'permissions.restricted':
    'Kısıtlı oturum: {scopes} yazma izinleri yok. Bunlara ihtiyaç duyan denetimler, her biri nedeniyle birlikte devre dışıdır; geri kalan her şey her zamanki gibi çalışır.',
  'permissions.bodyLocal': 'Oturumunuzda bunun için gereken izin yok ({reason}), bu yüzden borsaya gönderilmedi.',
  'offline.notice':
    'Çevrimdışısınız. Bu sayfadaki fiyatlar, bakiyeler ve emirler canlı değil; bağlantı geri geldiğinde kendiliğinden güncellenir.',
};
