import { describe, expect, it } from 'vitest';
import { detectFeedLanguage, detectLanguage, hintLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  const samples: Array<[string, string]> = [
    ['en', 'The city council approved a new plan to expand bus lanes across the centre by next spring.'],
    ['ko', '시의회는 내년 봄까지 도심 전역에 버스 전용차로를 늘리는 계획을 승인했다.'],
    ['ja', '市議会は来年春までに中心部のバス専用レーンを拡大する計画を承認した。'],
    [
      'es',
      'El ayuntamiento aprobó un plan para ampliar los carriles bus en todo el centro antes de la primavera.',
    ],
    ['de', 'Der Stadtrat hat einen Plan gebilligt, die Busspuren im Zentrum bis zum Frühjahr auszubauen.'],
    [
      'fr',
      "Le conseil municipal a approuvé un plan pour étendre les voies de bus dans tout le centre d'ici le printemps.",
    ],
    [
      'id',
      'Dewan kota menyetujui rencana untuk memperluas jalur bus di seluruh pusat kota sebelum musim semi.',
    ],
    ['hi', 'नगर परिषद ने अगले वसंत तक पूरे शहर के केंद्र में बस लेन बढ़ाने की योजना को मंज़ूरी दी।'],
    ['vi', 'Hội đồng thành phố đã thông qua kế hoạch mở rộng làn xe buýt khắp trung tâm trước mùa xuân tới.'],
    [
      'pt',
      'A câmara municipal aprovou um plano para ampliar as faixas de ônibus em todo o centro até a primavera.',
    ],
    [
      'tr',
      'Belediye meclisi, gelecek bahara kadar şehir merkezindeki otobüs şeritlerini genişletme planını onayladı.',
    ],
  ];
  for (const [language, text] of samples) {
    it(`recognises ${language}`, () => expect(detectLanguage(text)).toBe(language));
  }

  it('believes the text over a wrong feed label, and returns null for other languages', () => {
    expect(detectLanguage('한국 기업이 새로운 결제 제휴를 발표했다고 밝혔다.', 'en-us')).toBe('ko');
    expect(detectLanguage('Городской совет одобрил новый план расширения автобусных полос.')).toBeNull();
    expect(detectLanguage('市议会批准了一项扩大市中心公交专用道的计划。')).toBeNull();
  });

  it('settles close calls and short texts with the feed’s language', () => {
    expect(detectLanguage('"Rick and Morty" English 1 CD altyazısı')).toBe('en');
    expect(detectLanguage('"Rick and Morty" English 1 CD altyazısı', 'tr')).toBe('tr');
    // A clear text is not overruled by a wrong hint.
    expect(
      detectLanguage(
        'The city council approved a new plan to expand bus lanes across the centre by next spring.',
        'de',
      ),
    ).toBe('en');
    expect(
      detectFeedLanguage([
        'Arctic Air English 1 CD altyazısı',
        'Yeni dizinin ilk bölümü için Türkçe altyazı yayınlandı',
        'Filmin altyazısı güncellendi ve senkron sorunları düzeltildi',
      ]),
    ).toBe('tr');
  });

  it('reads feed language tags', () => {
    expect(hintLanguage('pt-BR')).toBe('pt');
    expect(hintLanguage('in')).toBe('id');
    expect(hintLanguage('ru')).toBeNull();
    expect(hintLanguage(null)).toBeNull();
  });
});
