// İçerik sayfalarının Türkçe metinleri.
import type { InfoPageTexts } from './types';

export const TR_TR: InfoPageTexts = {
  'anti-spam': {
    title: 'Spam ve oltalama',
    summary:
      'Tradedesk şifrenizi, ikinci faktör kodunuzu veya API anahtarınızın gizli değerini e-posta, sohbet ya da telefonla asla istemez.',
    sections: [
      {
        heading: 'Ne gönderiyoruz',
        body: 'E-postalarımız bir kaydı, yeni bir cihazı, bir çekimi veya bülten aboneliğini onaylar. Hepsi Tradedesk’in kendi alan adına götürür; hiçbiri yanıtta bir kod yazmanızı istemez.',
      },
      {
        heading: 'Bir şey tuhaf görünürse',
        body: 'Tıklamayın. Tradedesk’i kendiniz açın, Güvenlik bölümünde tanımadığınız oturum ve API anahtarı olup olmadığına bakın, şüphedeyseniz şifrenizi değiştirin. İstemediğiniz bir çekim, onay beklerken iptal edilebilir.',
      },
    ],
    cta: 'Güvenlik ayarlarınızı kontrol edin',
  },
  'bitcoin-halving': {
    title: 'Bitcoin yarılanması',
    summary: 'Yaklaşık dört yılda bir (her 210.000 blokta) bir Bitcoin bloğu kazmanın ödülü yarıya iner.',
    sections: [
      {
        heading: 'Ne değişir',
        body: 'Yeni bitcoinler yalnızca blok ödülü olarak dolaşıma girer. Her yarılanma bu arzı yavaşlatır; arz sonunda 21 milyon BTC sınırına ulaşır. Nisan 2024 yarılanması ödülü blok başına 6,25’ten 3,125 BTC’ye indirdi.',
      },
      {
        heading: 'Yarılanma döneminde işlem',
        body: 'Yarılanmaya yakın haftalarda oynaklık genellikle artar. Masada BTC/USD defterini ve vadesiz sözleşmenin fonlama oranını izleyin, pozisyonlarınızı kaybetmeyi göze alabileceğiniz teminatla boyutlandırın.',
      },
    ],
    cta: 'Masayı açın',
  },
  'bug-bounty': {
    title: 'Hata ödül programı',
    summary: 'Tradedesk’te bir açık mı buldunuz? Bize gizlice bildirin: düzeltiriz, adınızı anarız ve etkisine uygun bir ödül öderiz.',
    sections: [
      {
        heading: 'Kapsam',
        body: 'Web istemcisi, borsanın REST ve WebSocket API’leri, giriş, iki faktörlü doğrulama, oturumlar, API anahtarları, alt hesaplar, yatırma ve çekme işlemleri.',
      },
      {
        heading: 'Kurallar',
        body: 'Yalnızca kendi hesaplarınızda veya sanal işlem ortamında test edin. Başka kullanıcıların verilerine erişmeyin, hizmeti bozmayın ve yayımlamadan önce düzeltme için bize zaman tanıyın.',
      },
    ],
    cta: 'Güvenlik politikasını okuyun',
  },
  'deposits-withdrawals': {
    title: 'Yatırma ve çekme',
    summary: 'Borsanın taşıdığı her para birimi, kullandığı ağ veya banka yöntemi, çekim ücreti ve sınırları.',
    sections: [
      {
        heading: 'Yatırma',
        body: 'Yatırma ücretsizdir. Her yöntemin Cüzdanlar bölümünde gösterilen kendi yatırma adresi vardır; istediğiniz zaman yeni bir adres oluşturabilirsiniz, eskileri çalışmaya devam eder.',
      },
      {
        heading: 'Çekme',
        body: 'Ücret çekilen tutardan düşülür. Bir çekim e-posta onayınızı bekler ve gönderilene kadar iptal edilebilir. Güvendiğiniz adresleri adres defterinizde tutabilirsiniz.',
      },
    ],
    cta: 'Para yatırın',
  },
  download: {
    title: 'Tradedesk’i indirin',
    summary: 'Tradedesk tarayıcıda çalışır: bilgisayarda da telefonda da kurulacak bir şey yoktur.',
    sections: [
      {
        heading: 'Tarayıcıda',
        body: 'Masayı güncel herhangi bir tarayıcıda açın. Tarayıcı uygulamanın dosyalarını saklar; masa bir sonraki ziyarette hızlı açılır ve düzenleriniz hesabınızla birlikte bir bilgisayardan diğerine taşınır.',
      },
      {
        heading: 'Kendi borsanız',
        body: 'Depoda tek komutla başlayan ve sanal işlem ortamı olarak çalışan gömülü bir borsa bulunur; her özelliği gerçek para olmadan deneyebilirsiniz.',
      },
    ],
    cta: 'Masayı açın',
  },
  features: {
    title: 'Özellikler',
    summary: 'Yoğun ekranlar ve hızlı eller için bir işlem masası: bir profesyonelin ihtiyacı olan her şey, engel olan hiçbir şey.',
    sections: [
      {
        heading: 'Masa',
        body: 'Emir defteri, grafik, işlemler, emir formu, pozisyonlar ve cüzdanları kendi düzeninize yerleştirin. Panelleri renkle bağlayarak aynı pariteyi izlemelerini sağlayın, başka bir ekrana taşıyın ve her düzen değişikliğini geri alın.',
      },
      {
        heading: 'Emirler',
        body: 'Spot, marjin ve vadesiz sözleşmelerde limit, piyasa, stop, stop-limit, iz süren stop, fill-or-kill, immediate-or-cancel ve OCO emirleri.',
      },
      {
        heading: 'Hesaplar',
        body: 'Kendi API anahtarları olan alt hesaplar, herhangi bir doğrulama uygulamasıyla iki faktörlü doğrulama, her defter kaydının raporları ve TESTUSD ile TESTBTC’de sanal işlem.',
      },
    ],
    cta: 'Hesap oluşturun',
  },
  'how-to-buy-bitcoin': {
    title: 'Bitcoin nasıl alınır',
    summary: 'Yeni bir hesaptan Tradedesk’teki ilk bitcoininize giden adımlar.',
    sections: [
      {
        heading: '1. Kaydolun ve doğrulayın',
        body: 'E-posta adresinizle bir hesap açın, iki faktörlü doğrulamayı etkinleştirin ve gerçek parayla yatırma ve işlem için doğrulamayı tamamlayın.',
      },
      {
        heading: '2. Para yatırın',
        body: 'Banka havalesiyle USD veya Tether (UST) gibi bir stabil coin’i Cüzdanlar’daki yatırma adresine gönderin.',
      },
      {
        heading: '3. Alın ve saklayın',
        body: 'Masada BTC/USD’yi açın ve piyasa emri ya da kendi fiyatınızdan limit emri verin. BTC’nizi Tradedesk’te tutun veya kendi cüzdanınıza zincir üzerinden ya da Lightning ile çekin.',
      },
    ],
    cta: 'Hesap oluşturun',
  },
  'how-to-buy-ethereum': {
    title: 'Ethereum nasıl alınır',
    summary: 'Tradedesk’te dolar, euro veya stabil coin’lerle ether (ETH) alın.',
    sections: [
      {
        heading: '1. Hesap açın',
        body: 'Kaydolun, hesabınızı ikinci faktörle koruyun ve gerçek parayla işlem için kimliğinizi doğrulayın.',
      },
      {
        heading: '2. Bakiye yükleyin',
        body: 'USD, EUR veya UST yatırın. Her yöntemin ücreti ve sınırları yatırma ve çekme sayfasındadır.',
      },
      {
        heading: '3. ETH alıp satın',
        body: 'Masada ETH/USD veya ETH/BTC’yi seçip emrinizi verin. Bir Ethereum adresine çekim, onaydan önce gösterilen ağ ücretine tabidir.',
      },
    ],
    cta: 'Hesap oluşturun',
  },
  'how-to-buy-litecoin': {
    title: 'Litecoin nasıl alınır',
    summary: 'Litecoin (LTC) yaklaşık iki buçuk dakikada onaylanır; Tradedesk’te şöyle alınır.',
    sections: [
      {
        heading: '1. Kaydolun',
        body: 'Hesabınızı açıp doğrulayın ve iki faktörlü doğrulamayı etkinleştirin.',
      },
      {
        heading: '2. Yatırın ve işlem yapın',
        body: 'USD veya UST yatırın, masada LTC piyasasını açın ve piyasa ya da limit fiyatından alın. Emir formu işlemin maliyetini göndermeden önce gösterir.',
      },
      {
        heading: '3. İstediğinizde çekin',
        body: 'LTC’yi herhangi bir Litecoin adresine gönderin; ücret yatırma ve çekme sayfasındadır.',
      },
    ],
    cta: 'Hesap oluşturun',
  },
  manifesto: {
    title: 'Manifesto',
    summary: 'Bir trader’ın araçları hızlı, dürüst ve kendi düzenine göre olmalıdır.',
    sections: [
      {
        heading: 'Varsayılan olarak yoğun',
        body: 'Ekranlar rakamlar içindir. Defteri, işlem akışını ve pozisyonlarınızı yan yana, uzun bir seansta gözü yormayan koyu bir temada gösteriyoruz.',
      },
      {
        heading: 'Dürüst rakamlar',
        body: 'Her ücret yayımlanır, her ret nedenini söyler ve masadaki her rakam tahminden değil borsadan gelir.',
      },
      {
        heading: 'Pratiğe açık',
        body: 'Herkes gömülü borsayı çalıştırıp para riske atmadan önce sanal işlem yapabilir. Öğrenmek bir ücrete mal olmamalı.',
      },
    ],
    cta: 'Tradedesk hakkında',
  },
  'mobile-trading': {
    title: 'Hareket halindeyken işlem',
    summary:
      'Tradedesk telefonunuzun veya tabletinizin tarayıcısında açılır: piyasalar, emir formu ve pozisyonlarınız nerede olursanız olun.',
    sections: [
      {
        heading: 'Her yerde canlı',
        body: 'Fiyatlar, bakiyeler ve emirler bilgisayardakiyle aynı bağlantı üzerinden canlı güncellenir; bilgisayarda kaydettiğiniz düzen giriş yaptığınızda sizi bekler.',
      },
      {
        heading: 'Her cihazda güvenli',
        body: 'Yeni bir cihazdan giriş ikinci faktörünüzü ister. Güvenlik bölümünde her etkin oturumu görür, istediğinizi sonlandırabilirsiniz.',
      },
    ],
    cta: 'Masayı açın',
  },
  pro: {
    title: 'Tradedesk Pro: API',
    summary:
      'API v2 protokolüyle kendi programlarınızdan işlem yapın: emirler ve cüzdanlar için REST, canlı defterler, işlemler ve hesap güncellemeleri için WebSocket.',
    sections: [
      {
        heading: 'API anahtarları',
        body: 'Yalnızca gereken izinlere (emirler, fonlama, cüzdanlar, çekimler) sahip anahtarlar oluşturun, her birinin en son ne zaman kullanıldığını görün ve istediğinizi istediğiniz zaman iptal edin.',
      },
      {
        heading: 'Botlar için',
        body: 'Toplu emir güncellemeleri, defter sağlama toplamları ve sıra numaraları bir programın defterin tam bir kopyasını tutmasını ve bağlantı kopunca toparlanmasını sağlar.',
      },
    ],
    cta: 'API anahtarlarını yönetin',
  },
  'security-policy': {
    title: 'Güvenlik politikası',
    summary: 'Tradedesk hesapları ve fonları nasıl korur, bir açık nasıl bildirilir.',
    sections: [
      {
        heading: 'Hesaplar',
        body: 'Şifreler scrypt ile özetlenerek saklanır. İki faktörlü doğrulama herhangi bir doğrulama uygulamasının TOTP kodunu kullanır. Tekrarlanan başarısız girişler hesabınızı değil, geldikleri adresi kilitler.',
      },
      {
        heading: 'Fonlar',
        body: 'Çekimler e-posta onayı gerektirir ve gönderilene kadar iptal edilebilir. Büyük çekimlerde seyahat kuralı gereği alıcı belirtilir.',
      },
      {
        heading: 'Bildirim',
        body: 'Bir açığı hata ödül programımız aracılığıyla gizlice bildirin. Alındığını iki iş günü içinde onaylar, düzeltme yayımlanana kadar sizi bilgilendiririz.',
      },
    ],
    cta: 'Güvenlik ayarlarınızı kontrol edin',
  },
  support: {
    title: 'Destek',
    summary: 'Trader’ların en sık sorduğu soruların yanıtları ve kendi kayıtlarınızı nerede bulacağınız.',
    sections: [
      {
        heading: 'Yatırmam veya çekimim nerede?',
        body: 'Raporlar her yatırma ve çekimi durumu ve işlem kimliğiyle listeler. Bir çekim gönderilmeden önce e-posta onayınızı bekler.',
      },
      {
        heading: 'İkinci faktörümü kaybettim',
        body: 'Hesabınızın e-posta adresinden destekle iletişime geçin. Faktörü kaldırmadan önce kimliğinizi doğrularız.',
      },
      {
        heading: 'Bir emir reddedildi',
        body: 'Emir formu borsanın nedenini gösterir: çoğunlukla bakiye, paritenin en küçük emir büyüklüğü veya sınırları dışındaki bir fiyat.',
      },
    ],
    cta: 'Raporlarınızı görün',
  },
  thalex: {
    title: 'Thalex opsiyonları',
    summary:
      'Thalex, Bitcoin ve Ether opsiyonları sunan bir türev borsasıdır; Tradedesk’te bu coin’lerin vadesiz sözleşmelerinde işlem yaparsınız.',
    sections: [
      {
        heading: 'Opsiyonlar ve vadesizler',
        body: 'Opsiyon, vadesine kadar belirli bir fiyattan alma veya satma hakkı verir; vadesiz sözleşmenin vadesi yoktur ve fonlama oranıyla spot fiyatı izler. Trader’lar çoğu zaman birini diğeriyle korur.',
      },
      {
        heading: 'Tradedesk’te vadesizler',
        body: 'Vadesiz sözleşmeler, türevlerin sunulduğu bir ülkede doğrulanmış bir hesap gerektirir. Dolar stabil coin’i teminatını türev cüzdanınıza aktarın ve masada işlem yapın.',
      },
    ],
    cta: 'Türevleri görün',
  },
  alpha: {
    title: 'Tradedesk Alpha',
    summary:
      'Piyasaların haftalık okuması: ne hareket etti, neden, ve emir defterleri ile fonlama oranları önümüzdeki hafta hakkında ne söylüyor.',
    sections: [
      {
        heading: 'Neleri kapsar',
        body: 'Listelenen paritelerde hacim ve oynaklık, vadesiz sözleşmelerin fonlama oranları, fonlama defterinin borç verme oranları ve gelecek haftanın olayları.',
      },
      {
        heading: 'Nerede okunur',
        body: 'Her sayı Haberler’de yayımlanır ve Haftalık piyasalar bülteninin abonelerine gönderilir. Bir piyasa yorumudur, yatırım tavsiyesi değildir.',
      },
    ],
    cta: 'Haberleri okuyun',
  },
  app: {
    title: 'Tradedesk uygulaması',
    summary: 'Tüm işlem günü için tek uygulama: piyasalar, masa, cüzdanlar, raporlar ve hesap ayarlarınız.',
    sections: [
      {
        heading: 'Piyasalarla başlayın',
        body: 'Piyasa listesi sitenin sunduğu her pariteyi son fiyatı, günlük değişimi ve hacmiyle gösterir. Birini seçin, masa onunla açılsın.',
      },
      {
        heading: 'Her şey tek yerde',
        body: 'Cüzdanlar’da yatırın ve çekin, Raporlar’dan defterinizi indirin, API anahtarlarını ve alt hesapları yönetin, Arayüz’de dili, temayı ve sayı biçimini değiştirin.',
      },
    ],
    cta: 'Uygulamayı açın',
  },
  channels: {
    title: 'Resmî kanallar',
    summary: 'Tradedesk’in sizinle nerede konuştuğu; böylece mesajlarımızı sahtelerinden ayırabilirsiniz.',
    sections: [
      {
        heading: 'Kanallarımız',
        body: 'Bu sitenin Haberler sayfaları, abone olduğunuz bültenler, uygulama içindeki bildirimler (bakım, gereken işlemler) ve borsanın kendi hesabınızla ilgili gönderdiği e-postalar.',
      },
      {
        heading: 'Geri kalan her şey',
        body: 'Tradedesk’ten kimse size özel mesajla ilk yazmaz, fonlarınızı yönetmeyi önermez veya bir adresi “doğrulamak” için coin göndermenizi istemez. Böyle her mesajı dolandırıcılık sayın.',
      },
    ],
    cta: 'Haberleri okuyun',
  },
  'financial-inclusion-latam': {
    title: 'Latin Amerika’da finansal kapsayıcılık',
    summary:
      'Bitcoin ve stabil coin’ler, telefonu olan herkesin banka hesabı olsun olmasın para biriktirmesini ve ülkeler arasında göndermesini sağlar.',
    sections: [
      {
        heading: 'İstikrarlı bir parayla birikim',
        body: 'Enflasyonun birikimleri erittiği yerlerde Tether (UST) gibi bir dolar stabil coin’i değerini korur ve birkaç sentlik ücretle dakikalar içinde gönderilir.',
      },
      {
        heading: 'Yerel para, yerel pariteler',
        body: 'Brezilya sitesi bitcoini reale karşı (BTC/BRL) işler; önce dolara çevirmeden alıp satabilirsiniz.',
      },
      {
        heading: 'Risk almadan önce öğrenin',
        body: 'TESTUSD ve TESTBTC ile sanal işlem gerçek masa gibi çalışır; emirleri ve riski hiçbir şey harcamadan öğrenebilirsiniz.',
      },
    ],
    cta: 'Bitcoin nasıl alınır',
  },
  join: {
    title: 'Tradedesk’e katılın',
    summary: 'Hesap açmak bir dakika sürer: bir e-posta adresi, bir şifre ve yaşadığınız ülke.',
    sections: [
      {
        heading: 'Önce pratik',
        body: 'TESTUSD ve TESTBTC sanal işlem pariteleri gerçekleri gibi çalışır ve doğrulanmış olsun olmasın her hesaba açıktır.',
      },
      {
        heading: 'Sonra gerçek işlem',
        body: 'Gerçek parayla yatırma, işlem ve çekme için kimliğinizi doğrulayın. İlk yatırmadan önce iki faktörlü doğrulamayı etkinleştirin.',
      },
    ],
    cta: 'Hesap oluşturun',
  },
  press: {
    title: 'Basın',
    summary: 'Gazeteciler ve analistler için Tradedesk hakkında bilgiler ve rakamlar.',
    sections: [
      {
        heading: 'Hakkımızda',
        body: 'Tradedesk bir kripto para borsasının işlem masasıdır: spot ve marjin, vadesiz sözleşmeler, fonlama, staking ve sanal işlem, yedi dilde.',
      },
      {
        heading: 'Rakamlar',
        body: 'Piyasa ve hesap sayısı ile 24 saatlik hacim istatistikler sayfasında canlı yayımlanır; alıntılarken okuduğunuz saati belirtin.',
      },
      {
        heading: 'Ad',
        body: 'Lütfen Tradedesk’i büyük T ile tek kelime olarak yazın.',
      },
    ],
    cta: 'İstatistikleri görün',
  },
  utilities: {
    title: 'Araçlar',
    summary: 'Masanın her gün zaman kazandıran küçük araçları.',
    sections: [
      {
        heading: 'Komutlar ve kısayollar',
        body: 'Ctrl+K komut paletini açar: birkaç harf yazarak panel ekleyin, parite veya düzen değiştirin. Tüm klavye kısayollarını görmek için ? tuşuna basın.',
      },
      {
        heading: 'Alarmlar ve düzenler',
        body: 'Bir panelden fiyat alarmı kurun, tetiklendiğinde bildirim alın. Bir düzeni dosya olarak dışa aktarın ve başka bir tarayıcıda içe aktarın.',
      },
      {
        heading: 'Raporlar',
        body: 'Herhangi bir dönemin defterini, işlemlerini veya hareketlerini CSV olarak indirin ya da borsadan daha büyük bir raporu e-postayla isteyin.',
      },
    ],
    cta: 'Masayı açın',
  },
  'vip-early-access': {
    title: 'Erken erişim',
    summary: 'Geliştirdiklerimizi herkesten önce deneyin ve neyin değişmesi gerektiğini söyleyin.',
    sections: [
      {
        heading: 'Nasıl katılınır',
        body: 'Herhangi bir sayfanın alt kısmından Ürün haberleri bültenine abone olun. Her yeni özellik ilk orada duyurulur.',
      },
      {
        heading: 'Görüşünüz önemli',
        body: 'Yeni özellikleri önce sanal parayla deneyin, hiçbir şey riske girmez. Bildirdikleriniz gerçek işleme ulaşan sürümü şekillendirir.',
      },
    ],
    cta: 'Özellikleri görün',
  },
  'master-your-universe': {
    title: 'Evreninize hâkim olun',
    summary: 'Ekranlarınız, kurallarınız: işlem tarzınıza uyan masayı kurun.',
    sections: [
      {
        heading: 'Kurun',
        body: 'Panel ekleyin, bölün ve boyutlandırın; aralarında geçiş yapacağınız birkaç düzen tutun. Her değişiklik geri alınabilir ve her düzen hesabınızla kaydedilir.',
      },
      {
        heading: 'Yayın',
        body: 'Panelleri ikinci veya üçüncü ekrana taşıyın, aynı pariteyi izlemeleri için renkle bağlayın ve tüm düzeni dosya olarak bilgisayarlar arasında taşıyın.',
      },
    ],
    cta: 'Masayı açın',
  },
  'freedom-art-game': {
    title: 'Freedom Art Game',
    summary:
      'Tek temalı açık bir sanat yarışması: finansal özgürlük sizin için neye benziyor? Bitcoin ile üç ödül, on mansiyon ve halk oylaması.',
    sections: [
      {
        heading: 'Tema',
        body: 'Boyayın, çizin, fotoğraflayın, canlandırın ya da inşa edin: kimsenin donduramayacağı, isteğiniz dışında alamayacağı ya da para basarak eritemeyeceği bir para hakkında tek bir eser. Bir görsele ya da en fazla 60 saniyelik bir videoya sığdığı sürece her teknik kabul edilir.',
      },
      {
        heading: 'Nasıl katılılır',
        body: 'Kaydolun, e-postanızı doğrulayın ve eserinizi Destek üzerinden “Freedom Art Game” konusuyla, başlığı ve en fazla 300 kelimelik açıklamasıyla gönderin. Hesap başına bir eser; kolektifler tek hesapla katılır.',
      },
      {
        heading: 'Kurallar',
        body: 'Eser size ait olmalı ve daha önce yayımlanmamış olmalıdır. Telif hakkı sizde kalır; Tradedesk’e eseri bu sitede ve sergide gösterme hakkı verirsiniz. Nefret, şiddet ya da başkalarının kişisel verilerini içeren eserler diskalifiye edilir.',
      },
      {
        heading: 'Tarihler ve ödüller',
        body: 'Başvurular 1 Aralık 2026’dan 31 Ocak 2027’ye kadar açıktır. Jüri yirmi finalist seçer; halk oylaması şubat boyunca sürer ve kazananlar 1 Mart 2027’de açıklanır. Ödüller 0,5 BTC, 0,25 BTC ve 0,1 BTC, her mansiyon için 0,01 BTC’dir ve kazananların borsa cüzdanlarına ödenir.',
      },
    ],
    cta: 'Katılmak için kaydolun',
  },
  honey: {
    title: 'Honey ödülleri',
    summary:
      'Honey, Tradedesk’te işlem yaptıkça biriktirdiğiniz şeydir. Komisyonlarınızı düşürür ve hesabınız aktif olduğu sürece sona ermez.',
    sections: [
      {
        heading: 'Nasıl biriktirilir',
        body: 'Ödediğiniz her 1 USD işlem komisyonu kavanozunuza 10 honey ekler. Referans kodunuzla kaydolup işlem yapan bir arkadaşınız, bir yıl boyunca komisyonlarının her 1 USD’si için 2 honey kazandırır; onun ödediği değişmez.',
      },
      {
        heading: 'Değeri',
        body: '1.000 honey, sonraki işlem komisyonlarınızda 1 USD indirime dönüşür ve her hesaplaşmada otomatik uygulanır. Honey çekilemez ve transfer edilemez: bir indirimdir, para birimi değildir.',
      },
      {
        heading: 'Seviyeler',
        body: '10.000 honey’lik bir kavanoz sizi Forager yapar (maker komisyonlarında %5 indirim), 100.000 ise Keeper (maker ve taker komisyonlarında %10 indirim). Seviyeler her ayın ilk günü son 90 günde biriken honey’e göre yenilenir.',
      },
      {
        heading: 'Adil oyun',
        body: 'Kendi hesaplarınız ve alt hesaplarınız arasındaki işlemler honey kazandırmaz. 12 aydır işlem yapmayan bir hesabın honey’i sona erer.',
      },
    ],
    cta: 'Masayı aç',
  },
};
