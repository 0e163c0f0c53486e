import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eld } from 'eld/extrasmall';
import { describe, expect, it } from 'vitest';
import { retainedBytes } from '#tests/helpers/isolated-process.ts';
import { createCompactEld, ngramScores, parseNgramsModule, readExtrasmallNgrams } from './compact-ngrams.ts';

/** One sentence in each of eld's 60 languages (its order), and a few texts that are not one language. */
const TEXTS = [
  'የከተማው ምክር ቤት በሚቀጥለው ዓመት የአውቶቡስ መስመሮችን ለማስፋት እቅድ አጽድቋል።',
  'وافق مجلس المدينة على خطة لتوسيع ممرات الحافلات في وسط المدينة بحلول الربيع المقبل.',
  'Şəhər şurası gələn yaza qədər mərkəzdə avtobus zolaqlarını genişləndirmək planını təsdiqləyib.',
  'Гарадскі савет ухваліў план пашырэння аўтобусных палос у цэнтры да наступнай вясны.',
  'Градският съвет одобри план за разширяване на автобусните ленти в центъра до следващата пролет.',
  'নগর পরিষদ আগামী বসন্তের মধ্যে কেন্দ্রে বাস লেন সম্প্রসারণের একটি পরিকল্পনা অনুমোদন করেছে।',
  "L'ajuntament ha aprovat un pla per ampliar els carrils bus al centre abans de la primavera vinent.",
  'Městská rada schválila plán na rozšíření autobusových pruhů v centru do příštího jara.',
  'Byrådet har godkendt en plan om at udvide busbanerne i centrum inden næste forår.',
  'Der Stadtrat hat einen Plan gebilligt, die Busspuren im Zentrum bis zum Frühjahr auszubauen.',
  'Το δημοτικό συμβούλιο ενέκρινε σχέδιο για την επέκταση των λεωφορειολωρίδων στο κέντρο έως την άνοιξη.',
  'The city council approved a new plan to expand bus lanes across the centre by next spring.',
  'El ayuntamiento aprobó un plan para ampliar los carriles bus en todo el centro antes de la primavera.',
  'Linnavolikogu kiitis heaks kava laiendada kesklinna bussiradu järgmiseks kevadeks.',
  'Udalak datorren udaberrirako erdiguneko autobus erreiak zabaltzeko plana onartu du.',
  'شورای شهر طرحی را برای گسترش خطوط اتوبوس در مرکز شهر تا بهار آینده تصویب کرد.',
  'Kaupunginvaltuusto hyväksyi suunnitelman laajentaa keskustan bussikaistoja ensi kevääseen mennessä.',
  "Le conseil municipal a approuvé un plan pour étendre les voies de bus dans tout le centre d'ici le printemps.",
  'નગર પરિષદે આગામી વસંત સુધીમાં કેન્દ્રમાં બસ લેન વધારવાની યોજનાને મંજૂરી આપી છે.',
  'מועצת העיר אישרה תוכנית להרחבת נתיבי התחבורה הציבורית במרכז העיר עד האביב הבא.',
  'नगर परिषद ने अगले वसंत तक पूरे शहर के केंद्र में बस लेन बढ़ाने की योजना को मंज़ूरी दी।',
  'Gradsko vijeće odobrilo je plan proširenja autobusnih traka u središtu grada do sljedećeg proljeća.',
  'A városi tanács jóváhagyta a belvárosi buszsávok bővítésének tervét jövő tavaszig.',
  'Քաղաքային խորհուրդը հաստատել է կենտրոնում ավտոբուսային գոտիների ընդլայնման ծրագիրը մինչև գալիք գարուն։',
  'Borgarráð samþykkti áætlun um að fjölga forgangsakreinum strætó í miðbænum fyrir næsta vor.',
  'Il consiglio comunale ha approvato un piano per ampliare le corsie degli autobus in centro entro la primavera.',
  '市議会は来年春までに中心部のバス専用レーンを拡大する計画を承認した。',
  'საქალაქო საბჭომ დაამტკიცა ცენტრში ავტობუსის ზოლების გაფართოების გეგმა მომავალ გაზაფხულამდე.',
  'ನಗರ ಸಭೆಯು ಮುಂದಿನ ವಸಂತದ ವೇಳೆಗೆ ಕೇಂದ್ರದಲ್ಲಿ ಬಸ್ ಪಥಗಳನ್ನು ವಿಸ್ತರಿಸುವ ಯೋಜನೆಯನ್ನು ಅನುಮೋದಿಸಿದೆ.',
  '시의회는 내년 봄까지 도심 전역에 버스 전용차로를 늘리는 계획을 승인했다.',
  'ئەنجومەنی شار پلانێکی پەسەند کرد بۆ فراوانکردنی هێڵەکانی پاس لە ناوەندی شار تا بەهاری داهاتوو.',
  'ສະພານະຄອນໄດ້ອະນຸມັດແຜນການຂະຫຍາຍເສັ້ນທາງລົດເມໃນໃຈກາງເມືອງກ່ອນລະດູໃບໄມ້ປົ່ງໜ້າ.',
  'Miesto taryba pritarė planui iki kito pavasario išplėsti autobusų juostas centre.',
  'Pilsētas dome apstiprināja plānu līdz nākamajam pavasarim paplašināt autobusu joslas centrā.',
  'നഗരസഭ അടുത്ത വസന്തത്തോടെ നഗരമധ്യത്തിൽ ബസ് പാതകൾ വിപുലീകരിക്കാനുള്ള പദ്ധതിക്ക് അംഗീകാരം നൽകി.',
  'नगर परिषदेने पुढील वसंत ऋतूपर्यंत शहराच्या मध्यभागी बस मार्गिका वाढवण्याच्या योजनेला मंजुरी दिली आहे.',
  'Majlis bandaraya meluluskan rancangan untuk meluaskan lorong bas di pusat bandar sebelum musim bunga hadapan.',
  'De gemeenteraad heeft een plan goedgekeurd om de busbanen in het centrum voor het volgende voorjaar uit te breiden.',
  'Bystyret har godkjent en plan om å utvide kollektivfeltene i sentrum innen neste vår.',
  'ନଗର ପରିଷଦ ଆସନ୍ତା ବସନ୍ତ ସୁଦ୍ଧା କେନ୍ଦ୍ରରେ ବସ୍ ଲେନ୍ ବଢାଇବା ଯୋଜନାକୁ ଅନୁମୋଦନ କରିଛି।',
  'ਨਗਰ ਕੌਂਸਲ ਨੇ ਅਗਲੀ ਬਸੰਤ ਤੱਕ ਸ਼ਹਿਰ ਦੇ ਕੇਂਦਰ ਵਿੱਚ ਬੱਸ ਲੇਨਾਂ ਵਧਾਉਣ ਦੀ ਯੋਜਨਾ ਨੂੰ ਮਨਜ਼ੂਰੀ ਦਿੱਤੀ ਹੈ।',
  'Rada miasta zatwierdziła plan poszerzenia buspasów w centrum do przyszłej wiosny.',
  'A câmara municipal aprovou um plano para ampliar as faixas de ônibus em todo o centro até a primavera.',
  'Consiliul local a aprobat un plan de extindere a benzilor pentru autobuze din centru până la primăvara viitoare.',
  'Городской совет одобрил новый план расширения автобусных полос в центре к следующей весне.',
  'Mestská rada schválila plán na rozšírenie autobusových pruhov v centre do budúcej jari.',
  'Mestni svet je odobril načrt za razširitev avtobusnih pasov v središču do prihodnje pomladi.',
  'Këshilli bashkiak miratoi një plan për zgjerimin e korsive të autobusëve në qendër deri në pranverën e ardhshme.',
  'Градско веће је одобрило план проширења аутобуских трака у центру до следећег пролећа.',
  'Kommunfullmäktige har godkänt en plan för att bygga ut bussfälten i centrum till nästa vår.',
  'நகர சபை அடுத்த வசந்த காலத்திற்குள் மையத்தில் பேருந்து பாதைகளை விரிவுபடுத்தும் திட்டத்திற்கு ஒப்புதல் அளித்தது.',
  'నగర మండలి వచ్చే వసంతకాలం నాటికి కేంద్రంలో బస్సు మార్గాలను విస్తరించే ప్రణాళికను ఆమోదించింది.',
  'สภาเมืองอนุมัติแผนขยายช่องทางเดินรถเมล์ในใจกลางเมืองภายในฤดูใบไม้ผลิหน้า',
  'Inaprubahan ng konseho ng lungsod ang plano na palawakin ang mga linya ng bus sa sentro bago ang susunod na tagsibol.',
  'Belediye meclisi, gelecek bahara kadar şehir merkezindeki otobüs şeritlerini genişletme planını onayladı.',
  'Міська рада схвалила план розширення автобусних смуг у центрі до наступної весни.',
  'سٹی کونسل نے اگلے موسم بہار تک شہر کے مرکز میں بس لین کو وسیع کرنے کے منصوبے کی منظوری دے دی۔',
  'Hội đồng thành phố đã thông qua kế hoạch mở rộng làn xe buýt khắp trung tâm trước mùa xuân tới.',
  'Ìgbìmọ̀ ìlú fọwọ́ sí ètò láti mú ọ̀nà ọkọ̀ akérò gbòòrò sí i ní àárín ìlú kí ìgbà ìrúwé tó ń bọ̀ tó dé.',
  '市议会批准了一项在明年春天之前扩大市中心公交专用道的计划。',
  // Short, mixed, unknown to eld, and nothing at all.
  '"Rick and Morty" English 1 CD altyazısı',
  'Apple iPhone 17 Pro Max 256GB',
  'Dewan kota menyetujui rencana untuk memperluas jalur bus di seluruh pusat kota sebelum musim semi.',
  'Hallo',
  'ok',
  '12345 67890',
  '',
];

describe('eld on a compact table', () => {
  const table = parseNgramsModule(readExtrasmallNgrams());

  it('holds every n-gram score of eld/extrasmall, in under 1 MB', async () => {
    const detector = createRequire(import.meta.url).resolve('eld/detector');
    const module = (await import(
      pathToFileURL(path.join(path.dirname(detector), 'ngrams/extrasmall.js')).href
    )) as {
      ngramsData: {
        type: string;
        languages: Record<number, string>;
        ngrams: Record<string, Record<number, number>>;
      };
    };
    const { ngramsData } = module;
    expect(table.type).toBe(ngramsData.type);
    expect(table.languages).toEqual(ngramsData.languages);
    const ngrams = Object.keys(ngramsData.ngrams);
    expect(table.keys).toHaveLength(ngrams.length);
    const different = ngrams.filter((ngram) => {
      const scores = ngramScores(table, ngram);
      const expected = ngramsData.ngrams[ngram]!;
      // The same languages in the same order (eld adds them in turn) with the same scores.
      return JSON.stringify(Object.entries(scores ?? {})) !== JSON.stringify(Object.entries(expected));
    });
    expect(different).toEqual([]);
    expect(ngramScores(table, ' zzzzq')).toBeUndefined();
    expect(ngramScores(table, 'much too long')).toBeUndefined();
    expect(ngramScores(table, '\u0000abc')).toBeUndefined();
    const bytes = [table.keys, table.starts, table.languageIndexes, table.scores].reduce(
      (sum, a) => sum + a.byteLength,
      0,
    );
    expect(bytes).toBeLessThan(1_000_000);
  });

  it("gives eld's answers in each of its 60 languages and on texts that are none", () => {
    expect(Object.keys(table.languages)).toHaveLength(60);
    const compact = createCompactEld(table);
    const answers = (detect: typeof eld.detect) =>
      TEXTS.map((text) => {
        const result = detect(text);
        return { text, language: result.language, scores: result.getScores(), reliable: result.isReliable() };
      });
    const expected = answers((text) => eld.detect(text));
    expect(answers((text) => compact.detect(text))).toEqual(expected);
    // The texts do reach every language: not a comparison of empty answers.
    expect(new Set(expected.map((answer) => answer.language)).size).toBeGreaterThanOrEqual(55);
  });

  it('refuses a module that is not an eld table rather than detect with part of one', () => {
    expect(() => parseNgramsModule('export const x = 1;')).toThrow(/not an eld n-gram module/);
    expect(() =>
      parseNgramsModule("export const ngramsData = {type:'XS60',languages:{0:'am'},ngrams:{'abc':{0:300}}};"),
    ).toThrow(/score out of range/);
    expect(() =>
      parseNgramsModule("export const ngramsData = {type:'XS60',languages:{0:'am'},ngrams:{'ab€':{0:60}}};"),
    ).toThrow(/cannot be kept/);
    expect(
      ngramScores(
        parseNgramsModule(
          "export const ngramsData = {type:'XS60',languages:{0:'am',1:'ar'},ngrams:{'a\\'b ':{1:7,0:9},L_QL:{0:6}}};",
        ),
        "a'b ",
      ),
    ).toEqual({ 0: 9, 1: 7 });
  });

  it('costs a process a few MiB of heap where importing eld/extrasmall cost 27.6', () => {
    const module = JSON.stringify(path.resolve(import.meta.dirname, 'detect-language.ts'));
    const held = retainedBytes(`
      const { detectLanguage } = await import(${module});
      if (detectLanguage('The city council approved a new plan to expand bus lanes.') !== 'en') throw new Error('not en');`);
    expect(held / 2 ** 20).toBeLessThan(6);
  });
});
