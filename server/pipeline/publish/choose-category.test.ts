import { describe, expect, it } from 'vitest';
import type { Category } from '#common/categories.ts';
import type { Language } from '#common/languages.ts';
import {
  categoriesOfLabel,
  categorizeReport,
  chooseCategory,
  sectionWordsOfUrl,
  type CategoryEvidence,
} from './choose-category.ts';
import { guessFeedSection } from './guess-feed-section.ts';

/** A report of a general feed with nothing but its headline (and perhaps a lead) to go by. */
function report(language: string, title: string, extra: Partial<CategoryEvidence> = {}): CategoryEvidence {
  return {
    section: null,
    categories: [],
    url: 'https://news.example/articles/8841',
    language,
    title,
    text: '',
    ...extra,
  };
}

// Headlines as each language's newsrooms write them, one per category, filed from their words alone.
const HEADLINES: Record<Language, Record<Category, string>> = {
  en: {
    politics: 'Prime minister calls snap election after coalition collapses',
    economy: 'Central bank holds interest rates as inflation cools to 2.4%',
    technology: 'Apple unveils new iPhone chip built for on-device artificial intelligence',
    sports: 'Sinner beats Alcaraz in five sets to win Australian Open title',
    science: 'Astronomers spot water vapour on a distant planet with the James Webb telescope',
    world: 'UN Security Council meets as ceasefire talks in Gaza stall',
    health: "Ebola outbreak in Congo's Equateur province kills 12, health officials say",
    entertainment: 'Cannes film festival opens with a French comedy about a family wedding',
    environment: "Record heatwave and drought push Europe's rivers to historic lows",
  },
  ko: {
    politics: "대통령, 국무총리 후보자 지명…야당 '인사청문회서 철저히 검증'",
    economy: '한국은행, 기준금리 3.0%로 동결…물가 상승 우려',
    technology: '네이버, 자체 생성형 AI 검색 서비스 출시',
    sports: '손흥민 결승골…토트넘, 리그 3연승 질주',
    science: '국내 연구진, 화성 토양에서 유기물 흔적 발견',
    world: '우크라이나 전쟁 휴전 협상, 제네바서 재개',
    health: '질병관리청, 독감 유행주의보 발령…65세 이상 백신 접종 당부',
    entertainment: '방탄소년단 진, 솔로 앨범 발매 첫날 음원 차트 1위',
    environment: "폭염 특보 전국 확대…기상청 '이번 주 최고 기온 38도'",
  },
  ja: {
    politics: '首相、衆院解散を表明　来月に総選挙へ',
    economy: '日銀が追加利上げを決定　政策金利0.75%に',
    technology: 'ソニー、生成AIを使ったスマートフォン向け新アプリを発表',
    sports: '大谷翔平が2試合連続本塁打　ドジャース連勝',
    science: 'JAXAの探査機、小惑星の試料から水の痕跡を発見',
    world: 'ウクライナ東部で停戦協議、国連が仲介へ',
    health: 'エボラ出血熱の流行拡大　世界保健機関が緊急事態を宣言',
    entertainment: '人気アイドルグループ、初のドームツアー開催を発表',
    environment: '記録的な猛暑で熱中症搬送が急増、気象庁が注意呼びかけ',
  },
  es: {
    politics: 'El Congreso aprueba la ley de amnistía con los votos del PSOE y sus socios',
    economy: 'El Banco Central Europeo baja los tipos de interés por tercera vez este año',
    technology: 'Google lanza en España su asistente de inteligencia artificial para móviles',
    sports: 'El Real Madrid gana la Champions tras vencer al Dortmund en la final',
    science: 'Un equipo de científicos descubre una nueva especie de rana en la Amazonía',
    world: 'La OTAN refuerza sus tropas en el este de Europa ante la amenaza rusa',
    health: 'Sanidad confirma un brote de sarampión en un colegio de Valencia',
    entertainment: 'Pedro Almodóvar estrena su nueva película en el Festival de San Sebastián',
    environment: 'La sequía deja los embalses de Cataluña por debajo del 20%',
  },
  de: {
    politics: 'Bundestag beschließt Haushalt: Opposition kritisiert Regierung scharf',
    economy: 'EZB senkt den Leitzins erneut – Inflation im Euroraum sinkt',
    technology: 'Apple stellt neues iPhone mit eigenem KI-Chip vor',
    sports: 'Bayern München gewinnt Topspiel gegen Dortmund mit 3:1',
    science: 'Forscher entdecken neue Dinosaurierart in Patagonien',
    world: 'Nato verstärkt Truppen an der Ostflanke nach russischen Drohnenangriffen',
    health: 'Masern-Ausbruch an Berliner Schule: Gesundheitsamt ruft zur Impfung auf',
    entertainment: 'Berlinale: Goldener Bär geht an Dokumentarfilm aus Senegal',
    environment: 'Hitzewelle und Dürre: Pegel des Rheins fällt auf Rekordtief',
  },
  fr: {
    politics: "Le Premier ministre engage le 49.3 sur le budget, l'opposition dépose une motion de censure",
    economy: 'La BCE abaisse ses taux directeurs pour soutenir la croissance',
    technology: 'Apple corrige une faille de sécurité exploitée par des pirates sur ses smartphones',
    sports: "Le PSG s'impose face à Marseille et prend la tête de la Ligue 1",
    science: "Des astronomes découvrent une exoplanète qui pourrait abriter de l'eau liquide",
    world: 'Séisme en Turquie : au moins 40 morts, les secours fouillent les décombres',
    health: "Épidémie de grippe : les hôpitaux d'Île-de-France déclenchent le plan blanc",
    entertainment: 'Le Festival de Cannes dévoile la sélection officielle de sa 79e édition',
    environment: 'Canicule : 65 départements placés en vigilance orange par Météo-France',
  },
  id: {
    politics: 'DPR sahkan RUU Pemilu, partai oposisi tinggalkan rapat paripurna',
    economy: 'Bank Indonesia tahan suku bunga acuan di level 6 persen',
    technology: 'Pemerintah blokir aplikasi pinjaman online ilegal, ribuan pengguna terdampak',
    sports: 'Timnas Indonesia menang 2-0 atas Vietnam di kualifikasi Piala Dunia',
    science: 'Peneliti BRIN temukan spesies katak baru di hutan Papua',
    world: 'Israel dan Hamas sepakati gencatan senjata, sandera mulai dibebaskan',
    health: 'Kasus demam berdarah melonjak, rumah sakit di Jakarta kewalahan',
    entertainment: 'Film horor Indonesia tembus 5 juta penonton di bioskop',
    environment: 'Banjir rendam ribuan rumah di Kalimantan Selatan, BMKG peringatkan cuaca ekstrem',
  },
  hi: {
    politics: 'लोकसभा चुनाव: भाजपा ने जारी की उम्मीदवारों की पहली सूची',
    economy: 'आरबीआई ने रेपो रेट में 0.25 फीसदी की कटौती की, सस्ते होंगे लोन',
    technology: 'गूगल ने भारत में लॉन्च किया नया एआई फीचर, हिंदी में भी करेगा काम',
    sports: 'विराट कोहली का शतक, भारत ने ऑस्ट्रेलिया को 6 विकेट से हराया',
    science: 'इसरो ने चंद्रयान-4 मिशन की तैयारी शुरू की, वैज्ञानिकों की टीम जुटी',
    world: 'यूक्रेन युद्ध: रूस और यूक्रेन के बीच संघर्ष विराम पर बातचीत तेज',
    health: 'दिल्ली में डेंगू के मामले बढ़े, अस्पतालों में बेड की कमी',
    entertainment: 'शाहरुख खान की नई फिल्म ने बॉक्स ऑफिस पर तोड़े रिकॉर्ड',
    environment: 'दिल्ली में वायु प्रदूषण गंभीर, एक्यूआई 400 के पार',
  },
  vi: {
    politics: 'Quốc hội bầu Thủ tướng mới với đa số phiếu tán thành',
    economy: 'Ngân hàng Nhà nước giữ nguyên lãi suất điều hành, tỷ giá ổn định',
    technology: 'VinFast ra mắt mẫu ô tô điện mới tích hợp trí tuệ nhân tạo',
    sports: 'Đội tuyển Việt Nam thắng Thái Lan 2-1 ở chung kết AFF Cup',
    science: 'Các nhà khoa học phát hiện loài mới ở vườn quốc gia Phong Nha',
    world: 'Động đất mạnh 7,1 độ rung chuyển Myanmar, hàng trăm người thiệt mạng',
    health: 'Bộ Y tế cảnh báo dịch sốt xuất huyết gia tăng tại các tỉnh phía Nam',
    entertainment: 'Phim mới của Trấn Thành cán mốc 400 tỷ đồng sau hai tuần công chiếu',
    environment: 'Bão số 3 đổ bộ vào Quảng Ninh, nhiều khu vực mất điện và ngập lụt',
  },
  pt: {
    politics: 'Câmara aprova projeto de lei que muda regras eleitorais para 2026',
    economy: 'Copom mantém a Selic em 10,5% ao ano e sinaliza cautela com a inflação',
    technology: 'WhatsApp libera nova função de inteligência artificial para usuários no Brasil',
    sports: 'Flamengo vence o Palmeiras e assume a liderança do Brasileirão',
    science: 'Cientistas brasileiros identificam nova espécie de dinossauro no Rio Grande do Sul',
    world: 'Terremoto de magnitude 7 atinge o Chile e deixa ao menos 20 mortos',
    health: 'Ministério da Saúde amplia vacinação contra a dengue para crianças de 10 a 14 anos',
    entertainment: 'Anitta anuncia turnê mundial e novo álbum para o segundo semestre',
    environment: 'Queimadas na Amazônia batem recorde e fumaça cobre cidades do Norte',
  },
  tr: {
    politics: "TBMM Genel Kurulu'nda yeni anayasa teklifi tartışıldı, muhalefet tepki gösterdi",
    economy: "Merkez Bankası politika faizini yüzde 50'de sabit tuttu",
    technology: 'Türk mühendisler yerli yapay zeka modelini tanıttı',
    sports: 'Galatasaray, Fenerbahçe derbisini 2-1 kazandı',
    science: "Bilim insanları Antarktika'da 50 milyon yıllık fosil buldu",
    world: 'İsrail ile Hamas arasında ateşkes anlaşması imzalandı',
    health: 'Sağlık Bakanlığı kızamık salgınına karşı aşı kampanyası başlattı',
    entertainment: "Altın Portakal Film Festivali'nde en iyi film ödülü sahibini buldu",
    environment: "İzmir'de orman yangını: Alevler yerleşim yerlerine yaklaştı",
  },
};

describe('chooseCategory: the keyword model', () => {
  for (const [language, headlines] of Object.entries(HEADLINES)) {
    it(`files ${language} headlines of every category by their words`, () => {
      const filed = Object.fromEntries(
        Object.keys(headlines).map((category) => [
          category,
          chooseCategory([report(language, headlines[category as Category])]),
        ]),
      );
      expect(filed).toEqual(Object.fromEntries(Object.keys(headlines).map((c) => [c, c])));
    });
  }

  it('files the stories the newsroom used to put under world', () => {
    const cases: Array<[string, string, Category]> = [
      ['en', 'Sabalenka beats Swiatek 6-4, 7-5 to reach the Wimbledon final', 'sports'],
      ['en', 'Bank of Japan raises interest rate to its highest level in 30 years', 'economy'],
      ['en', 'Samsung Electronics workers go on strike for the first time over pay', 'economy'],
      ['ko', '삼성전자 노조, 임금 협상 결렬로 창사 첫 파업', 'economy'],
      ['en', 'Ebola outbreak spreads to a second province as vaccine doses run short', 'health'],
      ['en', 'Venice film festival opens with a premiere by a Mexican director', 'entertainment'],
      ['en', 'Voters in Portugal head to the polls in a snap parliamentary election', 'politics'],
    ];
    for (const [language, title, category] of cases) {
      expect(chooseCategory([report(language, title)]), title).toBe(category);
    }
  });

  it('files an earthquake under world, not environment: it is a disaster news event, not the state of nature', () => {
    expect(
      chooseCategory([report('en', 'Magnitude 6.9 earthquake strikes off Japan, tsunami warning issued')]),
    ).toBe('world');
    expect(chooseCategory([report('ja', '能登半島で震度6強の地震　津波注意報を発表')])).toBe('world');
    expect(chooseCategory([report('tr', "Malatya'da 5,6 büyüklüğünde deprem")])).toBe('world');
  });

  it('reads the lead as well as the title, and needs enough words and a margin', () => {
    const quiet = report('en', 'A long week ends in the capital');
    expect(chooseCategory([quiet])).toBe('world');
    expect(
      chooseCategory([
        {
          ...quiet,
          text: 'The striker scored twice as the league leaders won the derby in front of 60,000 fans.',
        },
      ]),
    ).toBe('sports');
    // One weak word is not evidence enough.
    expect(chooseCategory([report('en', 'What the final chapter says')])).toBe('world');
  });

  it('does not take a word for another one inside it', () => {
    // "transport" holds "sport", "종합" none; a Vietnamese "dịch vụ" (service) is no epidemic ("dịch").
    expect(
      chooseCategory([
        report('en', 'Transport minister opens new bridge', { url: 'https://x.example/transport/a-1' }),
      ]),
    ).not.toBe('sports');
    expect(categorizeReport(report('vi', 'Dịch vụ giao hàng mở rộng ra các tỉnh')).category).not.toBe(
      'health',
    );
    expect(categorizeReport(report('ja', 'テストの結果を公表')).category).not.toBe('economy');
  });
});

describe('chooseCategory: sections and labels', () => {
  it("trusts a section feed's section over the words", () => {
    expect(
      chooseCategory([report('de', 'Brauerei bestellt 40 Elektro-Lastwagen', { section: 'technology' })]),
    ).toBe('technology');
    expect(chooseCategory([report('en', 'Olympic divers train for the summer', { section: 'health' })])).toBe(
      'health',
    );
  });

  it('keeps a world desk under world unless the text clearly says another subject', () => {
    const world = { section: 'world' };
    expect(chooseCategory([report('en', 'Gunfire heard near the presidential palace', world)])).toBe('world');
    expect(chooseCategory([report('en', 'UN envoy meets rebel leaders as ceasefire holds', world)])).toBe(
      'world',
    );
    expect(
      chooseCategory([
        report('en', "Foreign ministers meet in Geneva as the president's envoy joins talks", world),
      ]),
    ).toBe('world');
    expect(
      chooseCategory([
        report('en', 'Congress certifies the presidential election as voters await a recount', world),
      ]),
    ).toBe('politics');
    expect(chooseCategory([report('en', 'Sabalenka beats Swiatek to win the Wimbledon title', world)])).toBe(
      'sports',
    );
    expect(
      chooseCategory([report('en', 'Central bank raises interest rates to fight inflation', world)]),
    ).toBe('economy');
  });

  it("reads the item's own tags and URL words in the 11 languages", () => {
    const cases: Array<[string[], string, Category]> = [
      [['Fußball'], 'https://news.example/a-1', 'sports'],
      [[], 'https://www.theguardian.com/sport/2018/x', 'sports'],
      [['Kinh tế'], 'https://news.example/a-1', 'economy'],
      [['경제'], 'https://news.example/a-1', 'economy'],
      [['US politics', 'US news'], 'https://news.example/a-1', 'politics'],
      [['worldNews'], 'https://news.example/a-1', 'world'],
      [[], 'https://elpais.com/economia/2020/a.html', 'economy'],
      [[], 'https://www.sabah.com.tr/spor/futbol/derbi-sonucu-123', 'sports'],
      [[], 'https://g1.globo.com/esportes/noticia/2024/05/x.ghtml', 'sports'],
      [[], 'https://www.republika.co.id/olahraga/bola/abc123', 'sports'],
      [[], 'https://vnexpress.net/the-thao/doi-tuyen-thang-4812.html', 'sports'],
      [['スポーツ'], 'https://news.example/a-1', 'sports'],
      [['खेल'], 'https://news.example/a-1', 'sports'],
      [['Wirtschaft'], 'https://news.example/a-1', 'economy'],
      [[], 'https://www.hindustantimes.com/business/markets-today-1234.html', 'economy'],
      [['経済'], 'https://news.example/a-1', 'economy'],
      [['अर्थव्यवस्था'], 'https://news.example/a-1', 'economy'],
      [[], 'https://www.lemonde.fr/culture/article/2024/x.html', 'entertainment'],
      [[], 'https://www.hurriyet.com.tr/ekonomi/dolar-kuru-4242', 'economy'],
      [[], 'https://sports.ndtv.com/cricket/india-win-by-six-wickets-5521', 'sports'],
      // Politics under a foreign-news label is foreign news.
      [[], 'https://www.spiegel.de/politik/ausland/syrien-autobombe-a-1', 'world'],
      [[], 'https://news.example/transport/a-1', 'world'],
      [[], 'not a url', 'world'],
    ];
    for (const [categories, url, category] of cases) {
      expect(chooseCategory([report('en', 'Seven things to know today', { categories, url })]), url).toBe(
        category,
      );
    }
  });

  it('splits a label into section words: camelCase, separators, the URL without its slug', () => {
    expect(categoriesOfLabel('worldNews')).toEqual(['world']);
    expect(categoriesOfLabel('politik/ausland')).toEqual(['politics', 'world']);
    expect(categoriesOfLabel('스포츠일반')).toEqual(['sports']);
    expect(sectionWordsOfUrl('https://sport.orf.at/stories/3012345/')).toEqual(['sport', 'stories']);
    expect(sectionWordsOfUrl('https://www.example.com/sport')).toEqual(['sport']);
  });
});

describe('chooseCategory: several reports', () => {
  it('lets the reports vote, by the weight of their evidence, the lead first on a tie', () => {
    const sportsDesk = report('en', 'Final whistle in Madrid', { section: 'sports' });
    const general = report('en', 'Minister resigns after days of pressure from the opposition');
    expect(chooseCategory([general, sportsDesk])).toBe('sports');
    expect(chooseCategory([report('en', 'A quiet day'), general])).toBe('politics');
    const tennis = report('en', 'Alcaraz beats Sinner to win the US Open title');
    const worldDesk = report('en', 'Alcaraz wins in New York', { section: 'world' });
    // A world desk's vote weighs as much as a guess from the words: the lead decides between them.
    expect(chooseCategory([tennis, worldDesk])).toBe('sports');
    expect(chooseCategory([worldDesk, tennis])).toBe('world');
    expect(chooseCategory([worldDesk, tennis, report('en', 'Alcaraz wins the US Open final')])).toBe(
      'sports',
    );
    expect(chooseCategory([])).toBe('world');
  });
});

describe('guessFeedSection', () => {
  it("reads a feed's section from its title, then its URL", () => {
    expect(
      guessFeedSection('https://x.example/rss', 'Wellness: Health, Fitness, Nutrition & More - The Post'),
    ).toBe('health');
    expect(guessFeedSection('http://www.lefigaro.fr/rss/figaro_culture.xml', 'Le Figaro - Culture')).toBe(
      'entertainment',
    );
    expect(guessFeedSection('https://x.example/feed', 'World – The Indian Express')).toBe('world');
    expect(guessFeedSection('https://vnexpress.net/rss/the-gioi.rss', 'Thế giới - VnExpress RSS')).toBe(
      'world',
    );
    expect(
      guessFeedSection(
        'http://www.heise.de/developer/rss/news-atom.xml',
        'heise developer neueste Meldungen',
      ),
    ).toBe('technology');
    expect(guessFeedSection('http://127.0.0.1:4400/corpus/fr-lefigaro-culture-rss2.xml', null)).toBe(
      'entertainment',
    );
    expect(guessFeedSection('http://rss.donga.com/sports.xml', '동아일보 스포츠')).toBe('sports');
    expect(guessFeedSection('https://www.hurriyet.com.tr/rss/ekonomi', 'Hürriyet - Ekonomi')).toBe('economy');
  });

  it('leaves general feeds without a section', () => {
    expect(
      guessFeedSection(
        'https://www.lemonde.fr/rss/une.xml',
        'Le Monde.fr - Actualités et Infos en France et dans le monde',
      ),
    ).toBeNull();
    expect(guessFeedSection('http://feeds.bbci.co.uk/news/rss.xml', 'BBC News')).toBeNull();
    expect(guessFeedSection('https://www.livemint.com/rss/news', 'Livemint - News')).toBeNull();
    expect(guessFeedSection('not a url', '')).toBeNull();
  });
});
