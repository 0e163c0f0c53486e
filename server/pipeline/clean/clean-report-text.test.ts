import { describe, expect, it } from 'vitest';
import { boilerplateIn, cleanReportText, isCutOff } from './clean-report-text.ts';
import { judgeReportText } from './judge-report-text.ts';
import { learnRepeatedPhrases } from './learn-repeated-phrases.ts';

// Original texts shaped like what publishers' feeds carry around their stories.
describe('learnRepeatedPhrases', () => {
  const items = [
    'Um motorista foi detido após uma perseguição no centro, no sábado à tarde. Ele dirigia... Leia mais no Jornal da Serra!',
    'A prefeitura abriu inscrições para cursos gratuitos de informática. As vagas... Leia mais no Jornal da Serra!',
    'Uma feira de livros reúne autores da região no parque municipal até domingo. A entrada... Leia mais no Jornal da Serra!',
    'O time local venceu o clássico por dois a zero diante de sua torcida. O técnico... Leia mais no Jornal da Serra!',
    'Chuva forte alaga ruas da zona norte e deixa bairros sem energia. A Defesa... Leia mais no Jornal da Serra!',
  ].map((text, i) => ({ title: `Notícia ${i} - Jornal da Serra`, text }));

  it('learns the tail and the title suffix a publisher repeats, not the stories’ sentences', () => {
    const phrases = learnRepeatedPhrases(items, 'pt');
    expect(phrases).toContain('Leia mais no Jornal da Serra!');
    expect(phrases).toContain('Jornal da Serra');
    expect(phrases.some((p) => p.includes('prefeitura'))).toBe(false);
  });

  it('keeps what it learned before after what it learns now, without repeats', () => {
    const phrases = learnRepeatedPhrases(items.slice(0, 3), 'pt', [
      '▷직접 가서 보기◁',
      'Leia mais no Jornal da Serra!',
    ]);
    expect(phrases.filter((p) => p === 'Leia mais no Jornal da Serra!')).toHaveLength(1);
    expect(phrases).toContain('▷직접 가서 보기◁');
  });
});

describe('cleanReportText', () => {
  it('cuts a learned tail and a cut-off sentence, keeping whole sentences', () => {
    const cleaned = cleanReportText({
      title: 'Motorista é detido após perseguição',
      text: 'Um motorista foi detido após uma perseguição no centro, no sábado à tarde. Ele dirigia... Leia mais no Jornal da Serra!',
      language: 'pt',
      repeatedPhrases: ['Leia mais no Jornal da Serra!'],
    });
    expect(cleaned).toBe('Um motorista foi detido após uma perseguição no centro, no sábado à tarde.');
  });

  it.each([
    ['en', 'The ferry service resumes on Monday after repairs. Read more at Harbour Daily >>'],
    ['en', 'The ferry service resumes on Monday after repairs.\nRead full article >>'],
    ['es', 'El servicio de ferri se reanuda el lunes tras las reparaciones. Leer más'],
    ['pt', 'O serviço de balsa volta na segunda-feira após os reparos. Leia mais no Diário do Porto!'],
    ['fr', 'Le service de ferry reprend lundi après les réparations. Lire la suite'],
    ['de', 'Der Fährbetrieb wird am Montag nach den Reparaturen wieder aufgenommen. Weiterlesen'],
    ['id', 'Layanan kapal feri kembali beroperasi pada Senin setelah perbaikan. Baca selengkapnya'],
    ['tr', 'Feribot seferleri onarımın ardından pazartesi yeniden başlıyor. Devamını oku'],
    ['vi', 'Dịch vụ phà hoạt động trở lại vào thứ Hai sau khi sửa chữa. Xem thêm'],
    ['hi', 'मरम्मत के बाद सोमवार से फ़ेरी सेवा फिर शुरू होगी। और पढ़ें'],
    ['ko', '여객선 운항이 수리를 마치고 월요일부터 재개된다. 기사 더보기'],
    ['ja', 'フェリーの運航は修理を終えて月曜日に再開する。続きを読む'],
  ])('removes "read more" in %s', (language, text) => {
    const cleaned = cleanReportText({ title: 'Ferry', text, language });
    expect(cleaned).not.toMatch(/more|más|mais|suite|weiterlesen|selengkapnya|devam|thêm|पढ़ें|더보기|続き/iu);
    expect(cleaned.length).toBeGreaterThan(20);
  });

  it('removes bylines, agency credits, datelines, picture credits, related links and tag lists', () => {
    const cleaned = cleanReportText({
      title: 'Envoys juggle two sets of talks',
      text: [
        'By Ana Lima, Tomas Berg and Keiko Mori',
        'GENEVA, Mar 3 (Reuters) - Two envoys held talks on two crises in one day in Geneva on Tuesday.',
        'Related: What the talks mean for the region',
        '(Image credit: Lena Park)',
        'Both sides said they would meet again next week. (Diplomatie, Genf)',
      ].join('\n\n'),
      language: 'en',
    });
    expect(cleaned).toBe(
      'Two envoys held talks on two crises in one day in Geneva on Tuesday.\n\nBoth sides said they would meet again next week.',
    );
    expect(
      cleanReportText({
        title: 'Niños',
        text: 'EFE\n\nLos pediatras piden moderación con los regalos de Reyes este año.',
        language: 'es',
      }),
    ).toBe('Los pediatras piden moderación con los regalos de Reyes este año.');
  });

  it('drops the headline repeated as the first line and any sentence said twice', () => {
    const cleaned = cleanReportText({
      title: 'Bridge reopens after storm repairs',
      text: 'Bridge reopens after storm repairs\n\nThe bridge reopened on Friday. Traffic was light.\n\nThe bridge reopened on Friday.',
      language: 'en',
    });
    expect(cleaned).toBe('The bridge reopened on Friday. Traffic was light.');
  });

  it('knows a cut-off excerpt from a finished sentence', () => {
    expect(isCutOff('The leader’s trip will be watched by ...')).toBe(true);
    expect(isCutOff('Rohs ... more')).toBe(true);
    expect(isCutOff('진동하는 최소형 유닛인 CX3225SB를 선적할 것이라고…')).toBe(true);
    expect(isCutOff('The talks ended on Friday.')).toBe(false);
  });
});

describe('judgeReportText', () => {
  it('holds a headline without text, a headline repeated, and a fragment', () => {
    expect(judgeReportText('', 'China takes global lead in clean energy', 'en')).toBe('title-only');
    expect(
      judgeReportText('Arctic Air English 1 CD altyazısı', 'Arctic Air English 1 CD altyazısı', 'tr'),
    ).toBe('title-only');
    expect(judgeReportText('The government’s inaction runs counter to its goals', 'Pollution', 'en')).toBe(
      'title-only',
    );
  });

  it('finds menus, listings and calendars are not stories', () => {
    expect(
      judgeReportText(
        'Estadísticas | La jornada | Clasificación | Calendario | Resultados de la liga y de la copa esta semana | Goleadores del torneo',
        'Liga',
        'es',
      ),
    ).toBe('not-a-story');
    const listing = [
      '監視銘柄はちょっと多めですが、実際に取引するのは１つか２つです。',
      ...[
        '5771 三菱伸銅',
        '7221 トヨタ車体',
        '5852 アーレスティ',
        '3570 オリカ',
        '4783 日ダイナミク',
        '8041 大阪魚市場',
      ],
      ...[
        '5916 ハルテック',
        '1834 小田急建',
        '1799 第一建設',
        '1754 東新住建',
        '1846 鈴縫工',
        '1965 テクノ菱和',
      ],
    ].join('\n\n');
    expect(judgeReportText(listing, '明日のデイトレ銘柄', 'ja')).toBe('not-a-story');
  });

  it('passes a report of whole sentences in any language', () => {
    expect(
      judgeReportText(
        'A strong earthquake struck southern Peru on Tuesday, killing two people in the Arequipa region. Several colonial churches were damaged, the emergency office said.',
        'Earthquake shakes southern Peru',
        'en',
      ),
    ).toBeNull();
    expect(
      judgeReportText(
        '포르투벨 시가 월요일 주요 상수원 저수지에 수상 태양광 발전소를 준공했다. 패널 1만2천 장이 호수 면적의 10분의 1을 덮는다.',
        '항구 도시, 수상 태양광 발전소 준공',
        'ko',
      ),
    ).toBeNull();
  });
});

describe('feeds that drop spaces and stops', () => {
  it('parts glued sentences and closes a finished last sentence, but not a cut one', () => {
    expect(
      cleanReportText({
        title: 'Investment falls',
        text: 'Foreign investment fell by one percent to 44 billion dollars last year.The two sectors where it fell most were telecoms and medicines',
        language: 'en',
      }),
    ).toBe(
      'Foreign investment fell by one percent to 44 billion dollars last year. The two sectors where it fell most were telecoms and medicines.',
    );
    expect(
      cleanReportText({
        title: 'Talks',
        text: 'The minister met the unions on Monday and said that',
        language: 'en',
      }),
    ).toBe('The minister met the unions on Monday and said that');
  });
});

describe('judgeReportText on what publishers post besides news', () => {
  it.each([
    ['en', 'We’re Hiring: Senior Editor'],
    ['en', 'Southern Harbour wellness calendar, Aug. 9-16'],
    ['de', 'Stellenangebot: Redakteur (m/w/d) gesucht'],
    ['pt', 'Conteúdo patrocinado: Estamos contratando'],
    ['ko', '오늘의 운세 (11월 27일)'],
    ['ja', '【PR】冬のキャンペーン'],
  ])('holds a house ad, a calendar or a horoscope (%s: %s)', (language, title) => {
    const text =
      'The text below the headline has several whole sentences of its own. It reads like a story, and it is long enough to be summarised.';
    expect(judgeReportText(text, title, language)).toBe('not-a-story');
  });
});

describe('judgeReportText on live blogs', () => {
  const text =
    'The text below the headline has several whole sentences of its own. It reads like a story, and it is long enough to be summarised.';
  it.each([
    ['en', 'Harbour United v Coastal City: Premier League – live!'],
    ['en', 'LIVE: Storm makes landfall on the northern coast'],
    ['en', 'Election night in the capital – as it happened'],
    ['en', 'Ferry strike: live updates'],
    ['de', 'Bahnstreik im Liveticker: Fernzüge fallen aus'],
    ['fr', 'EN DIRECT - Grève des ferries : le trafic reprend'],
    ['fr', 'Suivez en direct le conseil municipal du port'],
    ['es', 'Elecciones en el puerto, en directo'],
    ['pt', 'AO VIVO: final do campeonato no estádio do porto'],
    ['tr', 'Canlı | Liman kentinde seçim gecesi'],
    ['vi', 'Trực tiếp: Bão đổ bộ vào bờ biển miền Bắc'],
    ['hi', 'बंदरगाह शहर में चुनाव: लाइव अपडेट'],
    ['ko', '[실시간 중계] 항구 도시 선거 개표'],
    ['ja', '港湾都市の選挙 開票速報を随時更新'],
  ])('holds a live blog (%s: %s)', (language, title) => {
    expect(judgeReportText(text, title, language)).toBe('not-a-story');
  });

  it('passes a story that only mentions something live', () => {
    expect(judgeReportText(text, 'Live Nation shares fall after concert season', 'en')).toBeNull();
    expect(judgeReportText(text, 'Band records its first live album in the harbour', 'en')).toBeNull();
    expect(judgeReportText(text, 'Live-streaming platform fined over child safety rules', 'en')).toBeNull();
    expect(judgeReportText(text, 'Harbour fans re-live the 1998 final', 'en')).toBeNull();
    expect(judgeReportText(text, 'Concierto en vivo reúne a miles en el puerto', 'es')).toBeNull();
  });
});

describe('pointers to what the page had around the story', () => {
  it('drops a pointer to a video or an embed and a list of links, keeping the story', () => {
    const story = 'The eclipse will be visible across most of Asia on Wednesday evening, astronomers said.';
    for (const pointer of [
      'What is the super blue blood moon? - video.',
      'Watch the interview with the minister below:',
      'More: The eclipse of 2019 | How to watch safely',
    ]) {
      expect(cleanReportText({ title: 'Eclipse', text: `${story}\n\n${pointer}`, language: 'en' })).toBe(
        story,
      );
    }
    const kept = 'Officials said more than 3,000 people watched the launch from the beach below the cliffs.';
    expect(cleanReportText({ title: 'Launch', text: kept, language: 'en' })).toBe(kept);
  });
});

describe('invitations to a publisher’s newsletter', () => {
  const lead: Record<string, string> = {
    en: 'The ferry service resumes on Monday after repairs that took two months.',
    es: 'El servicio de ferri se reanuda el lunes tras dos meses de reparaciones.',
    pt: 'O serviço de balsa volta na segunda-feira após dois meses de reparos.',
    fr: 'Le service de ferry reprend lundi après deux mois de réparations.',
    de: 'Der Fährbetrieb wird am Montag nach zwei Monaten Reparatur wieder aufgenommen.',
    id: 'Layanan kapal feri kembali beroperasi pada Senin setelah dua bulan perbaikan.',
    tr: 'Feribot seferleri iki aylık onarımın ardından pazartesi yeniden başlıyor.',
    vi: 'Dịch vụ phà hoạt động trở lại vào thứ Hai sau hai tháng sửa chữa.',
    hi: 'दो महीने की मरम्मत के बाद सोमवार से फ़ेरी सेवा फिर शुरू होगी।',
    ko: '여객선 운항이 두 달간의 수리를 마치고 월요일부터 재개된다.',
    ja: 'フェリーの運航は2か月の修理を終えて月曜日に再開する。',
  };
  it.each([
    ['en', 'Sign up for our newsletter to get the morning briefing.'],
    ['es', 'Suscríbete a nuestro boletín y recibe las noticias cada mañana.'],
    ['pt', 'Assine a nossa newsletter e receba as notícias do dia.'],
    ['fr', 'Abonnez-vous à notre newsletter pour recevoir l’essentiel chaque matin.'],
    ['de', 'Abonnieren Sie unseren Newsletter für die Nachrichten am Morgen.'],
    ['id', 'Berlangganan buletin kami untuk berita pilihan setiap pagi.'],
    ['tr', 'Günün haberleri için e-bültenimize abone olun.'],
    ['vi', 'Đăng ký nhận bản tin của chúng tôi mỗi sáng.'],
    ['hi', 'सुबह की ख़बरों के लिए हमारे न्यूज़लेटर की सदस्यता लें।'],
    ['ko', '뉴스레터를 구독하고 아침 브리핑을 받아 보세요.'],
    ['ja', 'ニュースレターに登録して、毎朝のニュースを受け取りましょう。'],
  ])('drops the call in %s, as a paragraph and as the last sentence of one', (language, call) => {
    const text = lead[language]!;
    expect(cleanReportText({ title: 'Ferry', text: `${text}\n\n${call}`, language })).toBe(text);
    expect(cleanReportText({ title: 'Ferry', text: `${text} ${call}`, language })).toBe(text);
    expect(boilerplateIn(`${text}\n\n${call}`)).toBe('sign-up call');
  });

  it('keeps a story about subscribers or a newsletter', () => {
    const text = [
      'The newspaper said its morning newsletter now has two million subscribers, twice as many as a year ago.',
      'Readers who subscribe to the print edition will get the briefing by email from January.',
    ].join('\n\n');
    expect(cleanReportText({ title: 'Newsletter readers double', text, language: 'en' })).toBe(text);
    const ko =
      '넷플릭스는 3분기 구독자가 500만 명 늘었다고 밝혔다. 회사는 광고 요금제 가입자가 특히 크게 늘었다고 설명했다.';
    expect(cleanReportText({ title: '넷플릭스 구독자 증가', text: ko, language: 'ko' })).toBe(ko);
  });
});

describe('boilerplateIn', () => {
  it('names what a published text still carries of its publisher’s wrapping, and nothing in a clean one', () => {
    expect(boilerplateIn('The bridge reopened on Friday. Leia mais no Diário do Porto!')).toBe('read more');
    expect(boilerplateIn('By Ana Lima and Tomas Berg')).toBe('byline');
    expect(boilerplateIn('GENEVA (Reuters) - Talks resumed on Tuesday.')).toBe('dateline');
    expect(boilerplateIn('The bridge reopened on Friday after repairs that took two years.')).toBeNull();
  });
});

describe('links to a publisher’s video and digest headlines', () => {
  it('drops a line that points to a video, and takes a country’s news of the day for a digest', () => {
    expect(
      cleanReportText({
        title: 'Conduce en sentido contrario',
        text: 'Vídeo: otro conductor choca en la autovía\n\nUn hombre fue detenido el sábado tras conducir en sentido contrario durante varios kilómetros.',
        language: 'es',
      }),
    ).toBe('Un hombre fue detenido el sábado tras conducir en sentido contrario durante varios kilómetros.');
    expect(
      judgeReportText(
        'A long text of whole sentences about two unrelated things that happened today.',
        'Germany news: Rail strike ends',
        'en',
      ),
    ).toBe('not-a-story');
  });
});
