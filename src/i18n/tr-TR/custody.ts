// Türkçe: the custody page's messages (translation of ../custody.ts).
import type { custodyMessages } from '../custody';

export const messages: Record<keyof typeof custodyMessages, string> = {
  'custody.title': 'Saklama',
  'custody.intro':
    'Düzenlenmiş bir saklayıcı olan {partner}, varlıklarınızı borsanın dışında saklar. Onda bir saklama hesabı açın, ardından borsa cüzdanınızla bu hesap arasında para aktarın. Saklayıcı, sakladığı değer üzerinden yılda {rate} ve her aktarım için aktarılan tutardan düşülen sabit bir ücret alır.',
  'custody.kyc': 'Saklama hesabı',
  'custody.kyc.status':
    '{status, select, NOT_STARTED {Açılmadı} PENDING {İncelemede} APPROVED {Açık} REJECTED {Reddedildi} other {{status}}}',
  'custody.kyc.notStarted': 'Henüz bir saklama hesabınız yok. Açmak için başvurun: saklayıcı bilgilerinizi inceler ve karar verir.',
  'custody.kyc.pending': 'Saklayıcı başvurunuzu inceliyor ({applied} tarihinde gönderildi); en geç {due} tarihinde karar verir.',
  'custody.kyc.approved': 'Saklama hesabınız {decided} tarihinden beri açık.',
  'custody.kyc.rejected': 'Saklayıcı başvurunuzu {decided} tarihinde reddetti: {reason}',
  'custody.onboard': 'Saklama hesabı aç',
  'custody.onboardAgain': 'Yeniden başvur',
  'custody.checkStatus': 'Durumu kontrol et',
  'custody.fees': 'Ücretler',
  'custody.fees.custody':
    'Saklama ücreti: saklanan değerin yılda {rate} kadarı ({bps} baz puan); şu anki varlıklarınız için yılda {fee} USD.',
  'custody.fees.transfer': 'Her aktarım kendi para biriminin ücretini öder; ücret aktarılan tutardan düşülür, kalanı ulaşır.',
  'custody.portfolio': 'Bakiyeler ve portföy',
  'custody.portfolio.total': 'Toplam değer {total} USD',
  'custody.portfolio.updated': 'Borsanın endeks fiyatları, {time} itibarıyla',
  'custody.col':
    '{id, select, currency {Para birimi} custody {Saklama bakiyesi} exchange {Borsa cüzdanında kullanılabilir} index {Endeks fiyatı (USD)} value {Değer (USD)} share {Pay} yearlyFee {Yıllık saklama ücreti (USD)} transferFee {Aktarım ücreti} minTransfer {En az aktarım} decimals {Ondalık basamak} time {Zaman} id {ID} direction {Yön} amount {Tutar} fee {Ücret} received {Ulaşan} status {Durum} charged {Alınan ücret} balance {Sonraki bakiye} period {Dönem} other {{id}}}',
  'custody.transfer': 'Aktarım',
  'custody.transfer.closed': 'Aktarımlar, saklama hesabınız açıldığında kullanılabilir.',
  'custody.direction': 'Yön',
  'custody.direction.name':
    '{direction, select, to_custody {Borsa cüzdanı → saklama} to_exchange {Saklama → borsa cüzdanı} other {{direction}}}',
  'custody.currency': 'Para birimi',
  'custody.amount': 'Tutar ({currency})',
  'custody.max': 'Tümü',
  'custody.available': '{direction, select, to_custody {Borsa cüzdanında kullanılabilir} other {Saklama hesabında}}: {amount} {currency}',
  'custody.preview': 'Ücret {fee} {currency} · ulaşacak {received} {currency}',
  'custody.send': 'Aktarımı gözden geçir',
  'custody.error.amount': 'Pozitif bir tutar girin.',
  'custody.error.decimals': '{currency} en fazla {decimals, plural, other {# ondalık basamakla}} aktarılır.',
  'custody.error.min': '{currency} için en az aktarım {min}.',
  'custody.error.above': 'Bu, kullanılabilir {available} {currency} tutarından fazla.',
  'custody.confirm.title': 'Aktarımı onaylayın',
  'custody.confirm.body':
    '{direction, select, to_custody {{amount} {currency} borsa cüzdanınızdan saklama hesabınıza aktarılsın mı?} other {{amount} {currency} saklama hesabınızdan borsa cüzdanınıza aktarılsın mı?}} Saklayıcı {fee} {currency} ücretini alır: {received} {currency} ulaşır.',
  'custody.confirm.ok': 'Aktar',
  'custody.confirm.cancel': 'Vazgeç',
  'custody.done':
    'Aktarım {id} tamamlandı: {received} {currency} {direction, select, to_custody {saklama hesabınıza} other {borsa cüzdanınıza}} ulaştı.',
  'custody.history': 'Aktarımlar',
  'custody.history.empty': 'Henüz aktarım yok.',
  'custody.status': '{status, select, COMPLETED {Tamamlandı} PENDING {Bekliyor} other {{status}}}',
  'custody.charges': 'Alınan saklama ücreti',
  'custody.charges.schedule':
    'Saklayıcı, her {unit, select, hour {{n, plural, one {# saatlik} other {# saatlik}}} other {{n, plural, one {# saniyelik} other {# saniyelik}}}} dönemin sonunda her saklama bakiyesinden bir günlük ücreti (yılda {rate} ÷ 365) alır.',
  'custody.charges.total': 'Şimdiye kadar alınan',
  'custody.charges.nothing': 'henüz yok',
  'custody.charges.last': 'Son ücret {time}',
  'custody.charges.noLast': 'Henüz ücret alınmadı',
  'custody.charges.next': 'sonraki ücret {time}',
  'custody.charges.noNext': 'beklenen ücret yok (saklanan varlık yok)',
  'custody.charges.empty': 'Henüz saklama ücreti alınmadı.',
};
