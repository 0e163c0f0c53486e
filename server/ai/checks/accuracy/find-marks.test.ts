import { describe, expect, it } from 'vitest';
import { datesIn } from './find-dates.ts';
import { hasName, indexNames, latinNamesIn, scriptNamesIn } from './find-names.ts';
import { countedFiguresIn, figuresIn, reportFiguresIn } from './find-numbers.ts';
import { quotationParts, quotationsIn } from './find-quotations.ts';

describe('the marks the rules read', () => {
  it('reads numbers as each language writes them', () => {
    expect([...figuresIn('about 38 mil espectadores')]).toEqual(['38000']);
    expect([...figuresIn('38 binden fazla seyirci')]).toEqual(['38000']);
    expect([...figuresIn('करीब 38 हज़ार दर्शक')]).toEqual(['38000']);
    expect([...figuresIn('1억5000만km 떨어진 곳')]).toEqual(['150000000']);
    expect([...figuresIn('約210億ウォン')]).toEqual(['21000000000']);
    expect([...figuresIn('a 23-million-year-old marsupial')]).toEqual(['23000000']);
    expect([...figuresIn('sells one million copies')]).toEqual(['1000000']);
    // "tỷ giá" is an exchange rate, not a billion.
    expect([...figuresIn('một tỷ giá có thể dự báo')]).toEqual([]);
    expect([
      ...reportFiguresIn('Versions in twelve more languages, about eighteen months, a decade ago'),
    ]).toEqual(expect.arrayContaining(['12', '18', '10']));
    expect([...reportFiguresIn('more than two and a half centuries')]).toContain('250');
    expect([...countedFiguresIn('1日14往復、11月20日から')]).toEqual(['14往', '11月', '20日']);
    expect([...countedFiguresIn('T20世界大会、3만8000여 관중')]).toEqual([]);
  });

  it('reads dates in each language, and no month or weekday in other words', () => {
    expect(datesIn('on Tuesday, March 4', 'en')).toEqual({
      months: new Set([3]),
      days: new Set(['3-4']),
      weekdays: new Set([2]),
    });
    expect(datesIn('am Freitag, dem 26. September', 'de').days).toEqual(new Set(['9-26']));
    expect(datesIn('el jueves 12 de junio', 'es').days).toEqual(new Set(['6-12']));
    expect(datesIn('9월 15일 월요일에', 'ko')).toEqual({
      months: new Set([9]),
      days: new Set(['9-15']),
      weekdays: new Set([1]),
    });
    expect(datesIn('市は月曜日、11月20日から', 'ja').weekdays).toEqual(new Set([1]));
    expect(datesIn('14 अगस्त को', 'hi').days).toEqual(new Set(['8-14']));
    expect(datesIn('You may march', 'en').months.size).toBe(0);
    expect(datesIn('señaló Julio Mamani', 'es').months.size).toBe(0);
    expect(datesIn('pazar yerleri ve otobüs durakları', 'tr').weekdays.size).toBe(0);
  });

  it('reads names, and no names in what only looks like one', () => {
    expect(latinNamesIn('“This is a great day,” said Mayor Ana Costa.', 'en')).toEqual([
      'Mayor',
      'Ana',
      'Costa',
    ]);
    expect(latinNamesIn('Low-budget Senegalese musical becomes a hit', 'en')).toEqual(['Senegalese']);
    expect(latinNamesIn('Die Regierung und die neue Brücke in Sandheim', 'de')).toEqual(['Sandheim']);
    expect(latinNamesIn('Remaja Kolombia juarai lomba balap sepeda', 'id')).toEqual(['Kolombia']);
    expect(latinNamesIn('Un programa respaldado por el Gobierno prevé', 'es')).toEqual([]);
    expect(
      latinNamesIn('Das Team will nun Personal einstellen und weitere Sprachen anbieten.', 'de'),
    ).toEqual([]);
    expect(
      latinNamesIn('Steigende Luftfrachtkosten: Kenias Blumenzüchter schicken Rosen nach Europa', 'de'),
    ).toEqual(['Europa']);
    expect(latinNamesIn('Nach Angaben der Regierung schicken Kenias Blumenzüchter Rosen', 'de')).toEqual([
      'Kenias',
    ]);
    expect(latinNamesIn('Genossenschaften im brasilianischen Bundesstaat Pará verkaufen', 'de')).toEqual([]);
    expect(latinNamesIn('„Endlich“, sagte Verkehrsministerin Petra Hoffmann.', 'de')).toEqual([
      'Verkehrsministerin',
      'Petra',
      'Hoffmann',
    ]);
    expect(scriptNamesIn('カナダ・マニトバ州、少額訴訟でAI通訳を試験導入', 'ja')).toEqual([
      'カナダ',
      'マニトバ',
    ]);
    expect(scriptNamesIn('김민수 시장은 해솔시 중앙역 앞에서 말했다.', 'ko')).toEqual([
      '김민수',
      '해솔',
      '중앙',
    ]);
    expect(scriptNamesIn('田中浩一社長はミナトベ港で述べた。', 'ja')).toEqual(
      expect.arrayContaining(['田中浩一', 'ミナトベ']),
    );
    expect(scriptNamesIn('मंत्री अनिल शर्मा ने सीतापुर ज़िले में कहा, जिसे शहर प्रशासन ने माना।', 'hi')).toEqual([
      'अनिल',
      'सीतापुर',
    ]);
    const index = indexNames(
      'Artificial intelligence in Poland and Denmark; Berlins Bürgermeister; the project cost',
    );
    expect(['AI', 'Polish', 'Danish', 'Berlin'].filter((name) => hasName(index, name))).toEqual([
      'AI',
      'Polish',
      'Danish',
      'Berlin',
    ]);
    expect(hasName(index, 'Costa')).toBe(false);
  });

  it('reads quotations in every quote style, apostrophes apart', () => {
    expect(
      quotationsIn(
        '« Nous voulions », „Endlich“, 「地域の足を守る」, ‘클라라’호, "straight", don’t and Ankara’da',
      ),
    ).toEqual(['Nous voulions', 'Endlich', '地域の足を守る', 'straight', '클라라']);
    expect(quotationParts('We will cut … to almost nothing')).toEqual(['wewillcut', 'toalmostnothing']);
  });
});
