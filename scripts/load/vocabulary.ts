import type { Language } from '#common/languages.ts';

/**
 * Words of news prose in each language, written for load testing (not taken from any publisher). Japanese is
 * written without spaces, as it is; every other language with them. The terms the scale benchmark searches
 * for are not among them: the generator puts them into about one article in a hundred (SEARCH_TERMS).
 */
export const VOCABULARY: Record<Language, { words: string[]; spaced: boolean; end: string }> = {
  en: {
    spaced: true,
    end: '.',
    words:
      'the government said on tuesday that new rules for energy prices would take effect next month while officials warned of flood risks to farms and cities across the region as markets rose and lawmakers debated the budget for schools hospitals roads and ports after a week of talks with unions and business leaders'.split(
        ' ',
      ),
  },
  ko: {
    spaced: true,
    end: '.',
    words:
      '정부는 화요일 새로운 에너지 가격 규정을 다음 달부터 시행한다고 밝혔다 관계자들은 홍수 위험이 지역 농가와 도시에 미칠 영향을 경고했다 금융 전문가들은 시장이 오르는 가운데 국회가 학교와 병원 도로 항만 예산을 두고 노조 및 기업 대표들과 한 주 동안 협상을 이어 갔다고 전했다'.split(
        ' ',
      ),
  },
  ja: {
    spaced: false,
    end: '。',
    words:
      '政府は 火曜日 来月から 新しい エネルギー 価格の 規則を 施行すると 発表した 当局者は 洪水が 地域の 農家や 都市に 与える 影響を 警告した 金融の 専門家によると 市場が 上昇するなか 国会は 学校や 病院 道路 港湾の 予算を めぐり 労働組合や 企業の 代表と 一週間 協議を 続けた'.split(
        ' ',
      ),
  },
  es: {
    spaced: true,
    end: '.',
    words:
      'el gobierno anunció el martes que las nuevas normas sobre el precio de la energía entrarán en vigor el próximo mes mientras los funcionarios advierten de los riesgos climáticos para el campo y las ciudades de la región y los mercados suben en medio del debate sobre el presupuesto de escuelas hospitales y carreteras'.split(
        ' ',
      ),
  },
  de: {
    spaced: true,
    end: '.',
    words:
      'die regierung kündigte am dienstag an dass neue regeln für energiepreise im kommenden monat gelten sollen während beamte vor klimarisiken für höfe und städte der region warnen und die märkte steigen als das parlament über den haushalt für schulen krankenhäuser straßen und häfen berät'.split(
        ' ',
      ),
  },
  fr: {
    spaced: true,
    end: '.',
    words:
      'le gouvernement a annoncé mardi que les nouvelles règles sur les prix de l’énergie entreront en vigueur le mois prochain tandis que les responsables mettent en garde contre les risques climatiques pour les exploitations et les villes de la région et que les marchés progressent pendant le débat budgétaire'.split(
        ' ',
      ),
  },
  id: {
    spaced: true,
    end: '.',
    words:
      'pemerintah mengumumkan pada selasa bahwa aturan baru tentang harga energi akan berlaku bulan depan sementara para pejabat memperingatkan risiko iklim bagi petani dan kota di kawasan itu ketika pasar naik dan parlemen membahas anggaran sekolah rumah sakit jalan dan pelabuhan'.split(
        ' ',
      ),
  },
  hi: {
    spaced: true,
    end: '।',
    words:
      'सरकार ने मंगलवार को कहा कि ऊर्जा की कीमतों के नए नियम अगले महीने से लागू होंगे अधिकारियों ने बाढ़ से खेतों और शहरों पर पड़ने वाले ख़तरों की चेतावनी दी बाज़ार में तेज़ी के बीच संसद ने स्कूलों अस्पतालों सड़कों और बंदरगाहों के बजट पर चर्चा की'.split(
        ' ',
      ),
  },
  vi: {
    spaced: true,
    end: '.',
    words:
      'chính phủ cho biết hôm thứ ba rằng các quy định mới về giá năng lượng sẽ có hiệu lực từ tháng sau trong khi giới chức cảnh báo rủi ro khí hậu đối với nông trại và thành phố trong khu vực khi thị trường tăng và quốc hội thảo luận ngân sách cho trường học bệnh viện đường sá'.split(
        ' ',
      ),
  },
  pt: {
    spaced: true,
    end: '.',
    words:
      'o governo anunciou na terça-feira que as novas regras sobre o preço da energia entram em vigor no próximo mês enquanto autoridades alertam para os riscos climáticos para fazendas e cidades da região e os mercados sobem durante o debate do orçamento para escolas hospitais estradas e portos'.split(
        ' ',
      ),
  },
  tr: {
    spaced: true,
    end: '.',
    words:
      'hükümet salı günü enerji fiyatlarına ilişkin yeni kuralların gelecek ay yürürlüğe gireceğini açıkladı yetkililer bölgedeki çiftlikler ve şehirler için iklim risklerine karşı uyardı piyasalar yükselirken meclis okullar hastaneler yollar ve limanlar için bütçeyi görüştü'.split(
        ' ',
      ),
  },
};

/** What the scale benchmark searches for, by language: put into about one article in a hundred. */
export const SEARCH_TERMS: Partial<Record<Language, string[]>> = {
  en: ['climate'],
  ko: ['경제', '기후변화'],
  ja: ['経済', '気候変動'],
  hi: ['जलवायु'],
};
