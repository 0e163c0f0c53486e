import type { Category } from '#common/categories.ts';
import type { Language } from '#common/languages.ts';

/**
 * The words of a category in one language, '|' between terms: `strong` ones (a league, a central bank, a
 * vaccine) count twice as much as `plain` ones (a match, a minister), which other stories use too.
 *
 * A term is lower case and may hold several words. Where the language separates words, a term matches whole
 * words, and in en, es, fr and pt also with a plural ending; `term*` also matches longer words that start
 * with it ("seçim*": seçimde, seçimleri), `*term` words that end with it (German compounds: "*fußball" in
 * Frauenfußball), `*term*` words that hold it. Korean and Japanese terms match anywhere: Korean words carry
 * their particles ("선거에서") and Japanese is written without spaces.
 */
export interface CategoryTerms {
  strong: string;
  plain?: string;
}

/**
 * The keyword model, per language: the distinctive words of each category. "world" has words too (wars,
 * diplomacy, disasters), so that international news is not filed under another category by a stray word.
 */
export const CATEGORY_KEYWORDS: Record<Language, Partial<Record<Category, CategoryTerms>>> = {
  en: {
    sports: {
      strong: `football | soccer | tennis | cricket | rugby | basketball | baseball | golf | athletics | boxing |
        cycling | formula one | formula 1 | f1 | grand prix | motogp | olympic* | paralympic* | world cup | euro 2028 |
        premier league | champions league | europa league | la liga | bundesliga | serie a | ligue 1 | nba | nfl |
        mlb | nhl | fifa | uefa | ipl | wimbledon | roland garros | us open | australian open | grand slam |
        super bowl | tour de france | quarterfinal* | quarter-final* | semifinal* | semi-final* | striker |
        midfielder | goalkeeper | hat-trick | batsman | wicket* | test match | odi | t20 | sprinter | marathon |
        medal* | championship | title defence | title defense | knockout stage | relegation | transfer window |
        skater* | skating | slalom | skiing | skier* | hockey | curling | snowboard* | olympian* | athlete* | sumo |
        wrestl* | surfing | sailing | chess | esports | rodeo | league`,
      plain: `match | game | season | coach | manager | player | team | league | cup | final | tournament |
        win | wins | winning | winner* | beat | beats | beaten | defeat* | victory | score* | goal | champion* |
        stadium | club | race | draw`,
    },
    economy: {
      strong: `economy | economic | economist* | central bank | federal reserve | the fed | ecb | bank of england |
        bank of japan | reserve bank | interest rate* | rate cut* | rate hike* | inflation | recession | gdp |
        stock market* | stocks | wall street | nasdaq | dow jones | s&p 500 | ftse | nikkei | sensex |
        bond yield* | treasury yield* | tariff* | trade deal | trade war | exports | imports | earnings |
        quarterly profit | revenue | investor* | ipo | merger | acquisition | takeover | unemployment | jobless |
        fdi | foreign direct investment | wages | pay deal | pay rise | bonuses | votes to strike | vote to strike |
        lithium | copper | mining | iron ore | workers strike | on strike | go on strike | went on strike | general strike |
        strike action | strikers | walkout* | walk out | trade union* | labor union* | labour union* | layoff* | job cuts | budget deficit | fiscal | currency | yen | rupee | oil price* | crude | opec | bankrupt* | insolvency | ceo | chief executive |
        startup | fintech | real estate | housing market | mortgage* | consumer prices | retail sales | airline* |
        aviation | telecom* | retailer* | manufacturer* | automaker* | carmaker* | rents | landlord* | tourism |
        rare earth* | supply chain* | stablecoin* | banking | financial | gig economy | labour force | labor force |
        workforce | agricultur* | farmers | harvest | black market | smuggl* | downsiz* | corporate jobs`,
      plain: `company | companies | firm | market* | price* | bank* | business* | trade | industry | factory |
        billion | million | profit* | loss* | sales | workers | jobs | investment | debt | loan* | tax* | growth |
        shares | dollar | euro | strike | pay`,
    },
    politics: {
      strong: `election* | vote | voters | voting | ballot* | polls | poll | parliament* | congress* | senate |
        senator* | lawmaker* | legislat* | mp | mps | prime minister | president | presidential | chancellor |
        cabinet | opposition | party leader | democrat* | republican* | labour party | tory | tories |
        governor | mayor | referendum | impeach* | constitution* | white house | downing street | kremlin |
        politic* | minister | ministry | state of the union | gop | democracy | democratic | far-right | far right |
        hard right | hard-right | right-wing | left-wing | populist* | nationalist* | electoral | ruling party |
        lok sabha | bjp | ldp | afd | chief minister | lower house | upper house | premier | dictator* |
        authoritarian | polling`,
      plain: `law | leader | official* | reform | supreme court | court | protest* | veto | sworn in | resign* |
        government | policy | bill | campaign* | conservative* | party | parties | mandate | rule | scandal |
        coalition | premiership | protesters | demonstrations`,
    },
    technology: {
      strong: `technology | tech | artificial intelligence | ai | chatbot* | chatgpt | openai | software |
        smartphone* | iphone | android | app | apps | app store | google | apple | microsoft | meta | facebook |
        instagram | tiktok | whatsapp | amazon web services | nvidia | chip* | semiconductor* | processor |
        cyber* | hacker* | hack | hacked | data breach | ransomware | malware | encryption | internet |
        broadband | 5g | algorithm* | robot* | startup | silicon valley | gadget* | laptop | computer* |
        quantum computing | programming | software developer* | open source | bitcoin | crypto* | blockchain |
        self-driving | autonomous vehicle* | electric vehicle* | ev | tesla | streaming service | firmware |
        software update | macos | ios | windows 11 | linux | browser* | email | wi-fi | gaming | playstation | xbox |
        nintendo | social media | x | twitter | a.i.`,
      plain: `device* | digital | platform | users | update | launch* | data | network | screen | battery | online |
        cloud | bug | server* | code | hacked | media | translation`,
    },
    science: {
      strong: `science | scientist* | scientific | researcher* | study finds | new study | physics | physicist* |
        chemistry | biology | biologist* | astronomer* | astronomy | telescope | nasa | esa | isro | spacecraft | rocket | satellite* | moon | mars | asteroid | comet | planet* | galaxy | black hole |
        universe | fossil* | dinosaur* | archaeolog* | genome | dna | gene | genetic* | evolution | species |
        laboratory | experiment | nobel prize | particle | quantum | mathematic*`,
      plain: `study | research | discovery | discovered | journal | university | findings | evidence | ancient |
        space`,
    },
    health: {
      strong: `health | healthcare | health care | disease* |
        virus | viral | outbreak | epidemic | pandemic | infection* | infected | vaccine* | vaccination |
        ebola | covid | coronavirus | measles | cholera | malaria | dengue | mpox | flu | influenza | bird flu |
        cancer | tumor | diabetes | obesity | heart disease | dementia | alzheimer* | mental health |
        depression | anxiety | surgery | medicine | medical | therapy | clinical trial* | world health organization |
        cdc | fitness | nutrition | dieting | wellness | mental illness | suicide | overdose* | opioid* | addiction |
        smoking | cigarette* | tobacco | alcohol | pregnan* | fertility | maternity | care home* | elderly care`,
      plain: `symptoms | cases | deaths | care | clinic* | pharmac* | drug* | treatment | stroke | sleep | exercise |
        hospital* | doctor* | nurse* | patient*`,
    },
    entertainment: {
      strong: `film | films | movie* | cinema | box office | oscar* | academy award* | golden globe* | bafta |
        grammy | emmy | cannes | berlinale | venice film festival | film festival | actor* | actress* |
        hollywood | bollywood | netflix | disney | hbo | sitcom | tv show | television | singer | rapper |
        album | song* | concert* | music* | pop star | k-pop | celebrity | celebrities | novel* | novelist |
        book | books | theatre | theater | broadway | musical | opera | ballet | art | arts | artist* |
        exhibition | museum | gallery | comedian | comedy | premiere | trailer | sequel | video game* | fashion |
        poet | poetry | poem* | memoir* | literature | writer* | orchestra | dance | dancer* | singing | louvre |
        taylor swift | beyoncé | kanye | royal family | prince harry`,
      plain: `show | stage | fans | debut | culture | cultural | festival | director | series | band | tour |
        star | author | podcast*`,
    },
    environment: {
      strong: `climate | climate change | global warming | emission* | carbon | greenhouse gas* | net zero |
        fossil fuel* | coal | renewable* | solar | wind power | wind farm* | pollution | polluted | air quality |
        smog | plastic* | deforestation | rainforest | biodiversity | wildlife | endangered | extinction |
        conservation | environment* | ecosystem* | ocean* | coral | glacier* | ice sheet | heatwave* |
        heat wave* | drought* | wildfire* | forest fire* | flood* | flooding | hurricane* | typhoon* | cyclone* |
        storm* | heavy rain* | snowfall | blizzard | cold snap | cold wave | weather | recycling | cop30 | cop31 |
        panda* | whale* | shark* | elephant* | tiger* | birds | zoo* | iceberg* | antarctic* | arctic | sea level* |
        avalanche* | landslide* | mudslide* | snow | clean energy | green energy | pesticide*`,
      plain: `water | river* | forest* | animals | temperature* | nature | green | energy`,
    },
    world: {
      strong: `war | ceasefire | truce | troops | military | army | missile* | airstrike* | air strike* |
        drone strike* | invasion | nato | united nations | un security council | peace talks | peace deal |
        diplomat* | diplomacy | embassy | ambassador | sanctions | refugee* | migrants | border | hostage* |
        earthquake* | quake | tsunami | volcano* | eruption | terror* | militant* | rebel* | insurgent* | coup |
        summit | foreign minister | foreign ministry | bilateral | pentagon | extremis* | jihadist* | islamist* |
        islamic state | isis | taliban | hezbollah | hamas | bombing | blast | gunmen | massacre | genocide |
        human rights | navy | warship* | warplane* | fighter jet* | admiral | geopolitic* | tensions |
        territorial | south china sea | humanitarian | famine | asylum | deport* | chemical weapons |
        murder* | charged with | convicted | sentenced | manhunt | shooting | stabbing | kidnap* |
        emergency landing | turbulence | plane crash | air crash | derail* | shipwreck | capsiz*`,
      plain: `attack* | killed | crisis | conflict | talks | nuclear | regime | occupied | soldiers`,
    },
  },

  ko: {
    sports: {
      strong: `축구 | 야구 | 프로야구 | 농구 | 배구 | 골프 | 테니스 | 올림픽 | 패럴림픽 | 월드컵 | 아시안게임 |
        국가대표 | 프리미어리그 | 챔피언스리그 | 메이저리그 | 분데스리가 | 라리가 | k리그 | kbo | mlb | nba |
        손흥민 | 김하성 | 이강인 | 홈런 | 투수 | 타자 | 득점 | 우승 | 결승전 | 준결승 | 8강 | 16강 | 금메달 |
        은메달 | 동메달 | 세트스코어 | 마라톤 | 쇼트트랙 | 피겨 | 선수단 | 챔피언결정전 | 포스트시즌 | 그랜드슬램`,
      plain: `감독 | 선수 | 경기 결과 | 시즌 | 리그 | 이적 | 승리 | 패배 | 무승부 | 대회 | 구단 | 결승`,
    },
    economy: {
      strong: `경제 | 한국은행 | 기준금리 | 금리 | 금통위 | 물가 | 인플레이션 | 경기침체 | 성장률 | gdp |
        코스피 | 코스닥 | 증시 | 주가 | 주식 | 환율 | 원화 | 달러 | 수출 | 수입 | 무역 | 관세 | 실적 | 영업이익 |
        매출 | 순이익 | 투자자 | 상장 | 인수 | 합병 | 파업 | 노조 | 임금 | 고용 | 실업 | 일자리 | 부동산 | 집값 |
        아파트값 | 전세 | 대출 | 가계부채 | 재정 | 예산안 | 세금 | 반도체 수출 | 국제유가 | 유가 상승 | 유가 하락 |
        재벌 | 삼성전자 | 현대차 | sk하이닉스 | lg전자 | 연준 | 금융 | 은행 | 증권 | 주식시장 | 증권시장`,
      plain: `가격 | 억원 | 조원 | 산업 | 공장 | 소비 | 업계 | 회사 | 기업`,
    },
    politics: {
      strong: `정치 | 선거 | 총선 | 대선 | 지방선거 | 투표 | 여론조사 | 국회 | 국회의원 | 의원 | 대통령 | 대통령실 |
        국무총리 | 총리 | 장관 | 여당 | 야당 | 국민의힘 | 더불어민주당 | 민주당 | 당대표 | 원내대표 | 탄핵 | 개헌 |
        법안 | 청와대 | 국정감사 | 공천 | 내각 | 정권`,
      plain: `정책 | 개혁 | 대변인 | 비판 | 회견 | 정부 | 후보 | 의원`,
    },
    technology: {
      strong: `기술 | 인공지능 | ai | 챗gpt | 챗봇 | 생성형 | 반도체 | 스마트폰 | 갤럭시 | 아이폰 | 앱 | 애플리케이션 |
        소프트웨어 | 플랫폼 | 네이버 | 카카오 | 구글 | 애플 | 마이크로소프트 | 메타 | 엔비디아 | 해킹 | 사이버 |
        보안 | 개인정보 유출 | 랜섬웨어 | 인터넷 | 5g | 6g | 클라우드 | 데이터센터 | 로봇 | 자율주행 | 전기차 |
        배터리 | 가상자산 | 비트코인 | 블록체인 | 메타버스 | 게임 | 디지털 | 스타트업 | it`,
      plain: `서비스 | 출시 | 업데이트 | 개발 | 기기`,
    },
    science: {
      strong: `과학 | 과학자 | 연구진 | 연구팀 | 연구 결과 | 논문 | 물리학 | 화학 | 생물학 | 천문 | 우주 | 누리호 |
        나사 | nasa | 로켓 | 위성 | 달 탐사 | 화성 | 소행성 | 은하 | 블랙홀 | 화석 | 공룡 | 유전자 | 게놈 | dna |
        진화 | 실험 | 노벨상 | 양자 | 고고학`,
      plain: `연구 | 발견 | 교수`,
    },
    health: {
      strong: `건강 | 의료 | 병원 | 의료진 | 의사협회 | 의대 | 전공의 | 간호사 | 환자 | 질병 | 감염 | 감염병 |
        바이러스 | 확진 | 전염병 | 팬데믹 | 백신 | 접종 | 에볼라 | 코로나 | 독감 | 인플루엔자 | 홍역 | 결핵 | 말라리아 |
        암 환자 | 암 치료 | 항암 | 폐암 | 위암 | 유방암 | 당뇨 | 비만 | 치매 | 뇌졸중 | 심장 | 우울증 | 정신건강 | 수술 |
        치료제 | 의약품 | 신약 | 임상 | 보건 | 질병관리청 | who | 세계보건기구 | 다이어트 | 수면 | 운동법`,
      plain: `치료 | 증상 | 식품 | 유행`,
    },
    entertainment: {
      strong: `연예 | 영화 | 영화제 | 여배우 | 주연 | 출연 | 감독상 | 여우주연상 | 남우주연상 | 드라마 | 예능 | 가수 | 아이돌 |
        k팝 | 케이팝 | 걸그룹 | 보이그룹 | 방탄소년단 | bts | 블랙핑크 | 앨범 | 신곡 | 음원 | 뮤직비디오 | 콘서트 |
        공연 | 뮤지컬 | 연극 | 소설 | 작가 | 전시회 | 미술관 | 박물관 | 넷플릭스 | 흥행 | 관객 | 박스오피스 |
        시청률 | 칸영화제 | 칸 영화제 | 베를린영화제 | 아카데미 | 오스카 | 그래미 | 팬미팅 | 열애 | 결혼 발표 | 데뷔`,
      plain: `팬들 | 무대 | 작품 | 문화 | 축제 | 방송`,
    },
    environment: {
      strong: `환경 | 기후 | 기후변화 | 기후위기 | 온난화 | 탄소 | 탄소중립 | 온실가스 | 배출 | 재생에너지 |
        태양광 | 풍력 | 석탄 | 미세먼지 | 대기오염 | 오염 | 플라스틱 | 폐기물 | 재활용 | 생태계 | 생물다양성 |
        멸종위기 | 야생동물 | 산림 | 산불 | 폭염 | 가뭄 | 홍수 | 폭우 | 장마 | 태풍 | 한파 | 폭설 | 기상청 | 날씨 |
        빙하 | 해양 | 녹조`,
      plain: `기온 | 숲 | 동물`,
    },
    world: {
      strong: `전쟁 | 휴전 | 교전 | 군대 | 병력 | 미사일 | 공습 | 침공 | 나토 | nato | 유엔 | 안보리 | 평화협상 |
        외교 | 외교관 | 대사관 | 제재 | 난민 | 이민자 | 국경 | 인질 | 지진 | 쓰나미 | 화산 | 테러 | 반군 |
        쿠데타 | 정상회담 | 외무장관 | 외교장관 | 국무장관`,
      plain: `공격 | 사망 | 위기 | 분쟁 | 회담 | 핵무기 | 핵실험 | 비핵화 | 대사`,
    },
  },

  ja: {
    sports: {
      strong: `サッカー | 野球 | プロ野球 | 高校野球 | 大リーグ | メジャーリーグ | jリーグ | w杯 | ワールドカップ |
        五輪 | オリンピック | パラリンピック | テニス | ゴルフ | 大相撲 | 相撲 | 横綱 | 大関 | ラグビー |
        バスケットボール | バレーボール | 卓球 | フィギュア | マラソン | 競泳 | 柔道 | ボクシング | 駅伝 |
        本塁打 | ホームラン | 投手 | 打者 | 先発 | 決勝 | 準決勝 | 準々決勝 | 金メダル | 銀メダル | 銅メダル |
        選手権 | 代表戦 | 日本代表 | 陸上競技 | プレミアリーグ | チャンピオンズリーグ | 大谷 | 錦織 | グランドスラム |
        全豪オープン | 全仏オープン | ウィンブルドン | 全米オープン | f1`,
      plain: `試合 | 選手 | 監督 | 優勝 | 勝利 | 連勝 | 敗れ | 得点 | ゴール | 移籍 | シーズン | 開幕 | リーグ | 大会`,
    },
    economy: {
      strong: `経済 | 日銀 | 日本銀行 | 金利 | 利上げ | 利下げ | 金融政策 | 金融緩和 | 政策金利 | 物価 | インフレ |
        デフレ | 景気 | gdp | 株価 | 日経平均 | 東証 | 株式 | 株主 | 為替 | 円安 | 円高 | ドル高 | ドル安 | 米ドル |
        輸出 | 輸入 | 貿易 |
        関税 | 決算 | 営業利益 | 純利益 | 売上高 | 赤字 | 黒字 | 上場 | 買収 | 合併 | 賃上げ | 春闘 | ストライキ |
        労組 | 雇用 | 失業 | 倒産 | 投資家 | 原油 | 消費税 | 予算案 | 財政 | frb | 米連邦準備制度理事会 |
        ecb | 中央銀行 | 経営 | 社長 | 銘柄 | 証券`,
      plain: `市場 | 価格 | 億円 | 兆円 | 銀行 | 業績 | 工場 | 販売 | 会社 | 産業 | 企業`,
    },
    politics: {
      strong: `政治 | 選挙 | 総選挙 | 衆院選 | 参院選 | 知事選 | 大統領選 | 投票 | 世論調査 | 国会 | 衆院 | 参院 |
        衆議院 | 参議院 | 議員 | 首相 | 総理 | 内閣 | 閣僚 | 大臣 | 官房長官 | 与党 | 野党 | 自民党 | 立憲民主党 |
        公明党 | 維新 | 政党 | 党首 | 大統領 | 法案 | 改憲 | 憲法 | 政権 | 知事 | 市長 | 不信任`,
      plain: `政策 | 会見 | 批判 | 改革 | 答弁 | 政府 | 辞任`,
    },
    technology: {
      strong: `テクノロジー | 技術 | 人工知能 | ai | 生成ai | chatgpt | ソフトウェア | アプリ | スマートフォン |
        スマホ | iphone | android | グーグル | google | アップル | apple | マイクロソフト | microsoft |
        エヌビディア | 半導体 | チップ | サイバー | ハッキング | 不正アクセス | 情報漏洩 | 個人情報 | ランサムウェア |
        インターネット | ネット配信 | 5g | クラウド | データセンター | ロボット | 自動運転 | 電気自動車 | ev | 電池 |
        ビットコイン | 暗号資産 | ブロックチェーン | ゲーム | プログラミング | オープンソース | windows | linux |
        os | ブラウザ | パソコン | pc | デジタル | it`,
      plain: `サービス | 発売 | 提供開始 | 開発 | 機能 | 端末 | アップデート`,
    },
    science: {
      strong: `科学 | 科学者 | 研究チーム | 研究グループ | 研究者 | 論文 | 物理 | 化学 | 生物学 | 天文 | 宇宙 |
        jaxa | nasa | ロケット | 人工衛星 | 探査機 | 月面 | 火星 | 小惑星 | 銀河 | ブラックホール | 化石 | 恐竜 |
        遺伝子 | ゲノム | dna | 進化 | 実験 | ノーベル賞 | 量子 | 考古学 | 遺跡 | 新種`,
      plain: `研究 | 発見 | 解明 | 大学 | 教授`,
    },
    health: {
      strong: `健康 | 医療 | 病院 | 医師 | 看護師 | 患者 | 病気 | 疾患 | 感染 | 感染症 | ウイルス | 流行 | 集団感染 |
        パンデミック | ワクチン | 接種 | エボラ | 新型コロナ | コロナ | インフルエンザ | 鳥インフルエンザ | はしか |
        麻疹 | 結核 | マラリア | がん患者 | がん治療 | がん検診 | 癌 | 糖尿病 | 肥満 | 認知症 | 脳卒中 | 心臓病 | うつ病 | 手術 | 治療薬 |
        医薬品 | 新薬 | 治験 | 臨床試験 | 厚生労働省 | 厚労省 | who | 世界保健機関 | 保健 | 食中毒 | 熱中症`,
      plain: `治療 | 症状 | 診断 | 予防 | 睡眠`,
    },
    entertainment: {
      strong: `芸能 | エンタメ | 映画 | 映画祭 | 俳優 | 女優 | 監督作 | 主演 | ドラマ | アニメ | 漫画 | 歌手 |
        アイドル | 紅白 | アルバム | 新曲 | ライブ公演 | コンサート | 音楽 | 舞台 | 公演 |
        ミュージカル | 歌舞伎 | 小説 | 作家 | 芥川賞 | 直木賞 | 展覧会 | 美術館 | 博物館 | 興行収入 | 興収 |
        アカデミー賞 | カンヌ | ベルリン国際映画祭 | ネットフリックス | netflix | 番組 | 声優 | 熱愛 |
        k-pop | 芸人 | お笑い | music video | ミュージックビデオ`,
      plain: `作品 | 放送 | 出演 | 文化 | ツアー | 結婚`,
    },
    environment: {
      strong: `環境 | 気候 | 気候変動 | 温暖化 | 脱炭素 | 二酸化炭素 | co2 | 温室効果ガス | 排出 | 再生可能エネルギー |
        再エネ | 太陽光 | 風力 | 石炭 | 大気汚染 | 汚染 | プラスチック | ごみ | リサイクル | 生態系 |
        生物多様性 | 絶滅危惧 | 野生動物 | 森林 | 山火事 | 猛暑 | 熱波 | 干ばつ | 洪水 | 豪雨 | 大雨 | 台風 |
        大雪 | 寒波 | 気象庁 | 天気 | 氷河 | 海洋 | サンゴ | 環境省`,
      plain: `気温 | 動物`,
    },
    world: {
      strong: `戦争 | 停戦 | 軍事 | 部隊 | 兵士 | ミサイル | 空爆 | 侵攻 | nato | 北大西洋条約機構 | 国連 |
        安全保障理事会 | 安保理 | 和平 | 外交 | 外相 | 外務省 | 大使館 | 大使 | 制裁 | 難民 | 移民 | 国境 | 人質 |
        地震 | 津波 | 噴火 | テロ | 武装勢力 | 反政府勢力 | クーデター | 首脳会談 | サミット`,
      plain: `攻撃 | 死亡 | 危機 | 紛争 | 会談 | 核兵器 | 核実験 | 核開発 | 核協議`,
    },
  },

  es: {
    sports: {
      strong: `fútbol | futbol | tenis | baloncesto | básquet | béisbol | golf | ciclismo | atletismo | boxeo |
        fórmula 1 | f1 | gran premio | motogp | juegos olímpicos | olimpiadas | olímpic* | paralímpic* | mundial |
        copa del mundo | champions | liga de campeones | laliga | la liga | premier league | bundesliga | serie a |
        copa del rey | copa libertadores | real madrid | barça | fc barcelona | atlético de madrid | boca juniors |
        river plate | nba | fifa | uefa | wimbledon | roland garros | grand slam | tour de francia | cuartos de final |
        semifinal* | delantero | portero | centrocampista | goleada | hat-trick | medalla* | selección española |
        selección argentina | selección mexicana | entrenador* | campeonato | descenso | fichaje*`,
      plain: `partido | temporada | jugador* | equipo | liga | copa | final | torneo | gana | ganó | vence | venció |
        derrota | victoria | gol | goles | campeón | campeona | estadio | afición | club | carrera | empate`,
    },
    economy: {
      strong: `economía | económic* | banco central | banco de españa | bce | reserva federal | fed | banxico |
        tipos de interés | tasa de interés | tasas de interés | tipo de interés | inflación | ipc | recesión | pib |
        bolsa | ibex | ibex 35 | wall street | bonos | prima de riesgo | aranceles | arancel |
        exportaciones | importaciones | facturación | inversor* | opa | fusión | adquisición | desempleo | paro |
        salario* | huelga | sindicato* | despidos | ere | déficit | presupuestos | divisa | dólar | petróleo | opep |
        quiebra | concurso de acreedores | consejero delegado | vivienda | hipoteca* | alquiler | mercado laboral`,
      plain: `compañía | firma | mercado* | precio* | banco* | negocio* | comercio | industria | fábrica |
        millones | millón | ventas | trabajadores | empleo | inversión | deuda | préstamo* | impuesto* | crecimiento |
        empresa* | acciones | beneficio* | ingresos | euro`,
    },
    politics: {
      strong: `elección | elecciones | electoral | votación | votos | votantes | urnas | encuesta* | sondeo* |
        parlamento | congreso | senado | senador* | diputad* | presidente del gobierno | presidente | presidenta |
        primer ministro | consejo de ministros | ministro | ministra | coalición | oposición | psoe | pp | vox |
        morena | peronismo | kirchnerismo | gobernador* | alcalde* | referéndum | moción de censura | investidura |
        constitución | política* | político* | moncloa | casa rosada | palacio nacional`,
      plain: `líder | reforma | tribunal supremo | tribunal constitucional | protesta* | dimisión | dimite | gobierno |
        ley | campaña | partido`,
    },
    technology: {
      strong: `tecnología | tecnológic* | inteligencia artificial | ia | chatgpt | openai | software | aplicación |
        app | smartphone | iphone | android | google | apple | microsoft | meta | facebook | instagram |
        tiktok | whatsapp | nvidia | chip* | semiconductor* | ciberataque* | ciberseguridad | hacker* | hackeo |
        filtración de datos | ransomware | internet | redes sociales | 5g | nube | algoritmo* | robot* | startup |
        ordenador* | computadora* | videojuego* | bitcoin | criptomoneda* | blockchain | coche eléctrico |
        vehículo eléctrico | tesla`,
      plain: `dispositivo* | digital | plataforma | usuarios | actualización | datos | red | pantalla | batería | móvil`,
    },
    science: {
      strong: `ciencia | científic* | física | química | biología | astronom* | telescopio | nasa | esa | espacial |
        cohete | satélite* | luna | marte | asteroide | cometa | planeta* | galaxia | agujero negro | universo |
        fósil* | dinosaurio* | arqueólog* | genoma | adn | gen | genes | genétic* | evolución | nueva especie |
        especies | laboratorio | experimento | premio nobel | cuántic*`,
      plain: `descubrimiento | descubren | revista | universidad | hallazgo | antiguo | estudio | investigador* |
        espacio | nave`,
    },
    health: {
      strong: `salud | sanidad | sanitari* | hospital* | médico* | enfermer* | paciente* | enfermedad* | virus |
        brote | epidemia | pandemia | infección | contagio* | vacuna* | vacunación | ébola | covid | coronavirus |
        sarampión | cólera | malaria | dengue | gripe | gripe aviar | cáncer | tumor | diabetes | obesidad |
        infarto | ictus | alzhéimer | demencia | salud mental | depresión | ansiedad | cirugía | medicamento* |
        fármaco* | tratamiento | ensayo clínico | oms | organización mundial de la salud | dieta | nutrición |
        dormir`,
      plain: `síntomas | casos | muertes | clínica | farmac*`,
    },
    entertainment: {
      strong: `cine | película* | taquilla | óscar | oscar | goya | premios goya | globos de oro | festival de cannes |
        festival de cine | festival de san sebastián | berlinale | actor | actores | actriz | director de cine |
        hollywood | netflix | televisión | cantante | rapero | álbum | disco | canción | canciones | concierto* |
        música | musical | reguetón | famoso* | celebridad* | novela* | novelista | escritor* | libro* | teatro |
        ópera | ballet | arte | artista* | exposición | museo* | cómic | estreno | tráiler | reality | cabalgata`,
      plain: `espectáculo | escenario | fans | debut | cultura | cultural | serie | series | gira`,
    },
    environment: {
      strong: `clima | climátic* | cambio climático | calentamiento global | emisiones | carbono | co2 |
        gases de efecto invernadero | combustibles fósiles | carbón | renovable* | energía solar | eólic* |
        contaminación | calidad del aire | plástico* | deforestación | amazonía | biodiversidad | fauna | flora |
        especies amenazadas | extinción | medio ambiente | medioambiental | ecosistema* | océano* | glaciar* |
        ola de calor | sequía | incendio forestal | incendios forestales | inundaci* | huracán | tormenta* | dana |
        lluvias torrenciales | nevada* | ola de frío | aemet | reciclaje`,
      plain: `agua | río* | bosque* | animales | temperatura* | naturaleza | energía | temporal`,
    },
    world: {
      strong: `guerra | alto el fuego | tregua | tropas | militar* | ejército | misil* | bombardeo* | ataque aéreo |
        invasión | otan | naciones unidas | onu | consejo de seguridad | negociaciones de paz | acuerdo de paz |
        diplomátic* | embajada | embajador* | sanciones | refugiado* | migrantes | frontera | rehén | rehenes |
        terremoto | sismo | tsunami | volcán | erupción | terroris* | milicia* | rebeldes | golpe de estado |
        cumbre | canciller | ministro de exteriores | ministro de asuntos exteriores`,
      plain: `ataque* | muertos | crisis | conflicto | conversaciones | nuclear | régimen | soldados`,
    },
  },

  de: {
    sports: {
      strong: `*fußball* | *fussball* | tennis* | *basketball* | handball* | eishockey | golfer* | leichtathletik |
        radsport | boxen | formel 1 | formel eins | großer preis | motogp | olympi* | paralympi* | *weltmeisterschaft |
        wm | em | bundesliga* | 2. liga | champions league | europa league | dfb-pokal | dfb | uefa | fifa | nba |
        nfl | fc bayern | bayern münchen | borussia dortmund | bvb | rb leipzig | schalke | wimbledon | grand slam |
        tour de france | viertelfinale | halbfinale | stürmer | torwart | torhüter | mittelfeld* | hattrick |
        *medaille | *meisterschaft | abstieg | aufstieg | transfer* | *trainer | skispringen | biathlon | ski alpin |
        tennis-star | ski* | skifahr* | piste | skispringer* | rodel* | eiskunstlauf | bullenreiten`,
      plain: `spiel | spiele | saison | spieler* | *mannschaft | team | liga | pokal | finale | turnier | sieg* |
        niederlage | tor | tore | meister | stadion | fans | verein | rennen | remis | unentschieden | golf`,
    },
    economy: {
      strong: `wirtschaft* | *wirtschaft | konjunktur* | zentralbank | notenbank | ezb | bundesbank | fed |
        *leitzins* | zinsen | *zinserhöhung | *zinssenkung | inflation* | rezession | bip | bruttoinlandsprodukt |
        börse* | dax | aktie* | anleihe* | wall street | *zölle | *zoll | handelsstreit | export* | import* |
        quartalszahlen | quartalsgewinn | nettogewinn | reingewinn | gewinnwarnung | umsatz | *umsätze | anleger |
        investor* | börsengang | übernahme | fusion | arbeitslos* | *löhne | *lohn | streik* | *streik | warnstreik |
        ausstand | gewerkschaft* | *gewerkschaft | verdi | ig metall | stellenabbau | entlassungen | haushalt* | schulden* | *steuer | dollar |
        ölpreis | opec | insolvenz | pleite | *konzern | vorstand* | mieten | immobilien* | freihandel* |
        *handelsabkommen | einzelhandel | händler | lieferservice | *kunden | verbraucher* | landwirt* | bauern`,
      plain: `firma | *preise | bank* | handel | industrie | fabrik | milliarden | millionen | verkauf* |
        beschäftigte | arbeitsplätze | investition* | kredit* | wachstum | unternehmen | chef | euro | *markt`,
    },
    politics: {
      strong: `wahl | wahlen | bundestagswahl | landtagswahl | *präsidentschaftswahl | kommunalwahl | europawahl |
        neuwahl* | stichwahl | *wahlkampf | abstimmung | wähler* | umfrage* | bundestag | landtag | parlament* |
        abgeordnete* | bundesregierung | regierung* | bundeskanzler* | kanzler* | ministerpräsident* | minister* |
        *ministerin | *minister | koalition* | opposition | partei* | cdu | csu | spd | grünen | fdp | afd | bsw |
        präsident* | bundespräsident | senat | kongress | gesetz* | verfassung* | misstrauensvotum | politik* |
        *politik | politisch* | bürgermeister* | weißes haus | kreml | innenminister* | spö | övp | fpö | neos |
        bundesrat | nationalrat | landesregierung | *regierung | koalitionsvertrag | regierungschef* | parteichef* |
        *partei | rechtsextrem* | rechtspopulist* | populist* | demokratie | eu-kommission`,
      plain: `reform | protest* | rücktritt | tritt zurück | verfassungsgericht | bundesverfassungsgericht`,
    },
    technology: {
      strong: `technologie* | *technik | künstliche intelligenz | ki | chatgpt | openai | software* | app | apps |
        smartphone* | iphone | android | google | apple | microsoft | meta | facebook | instagram | tiktok |
        whatsapp | nvidia | *chip | *chips | halbleiter* | cyber* | hacker* | datenleck | ransomware |
        verschlüsselung | internet | breitband | glasfaser* | 5g | cloud | algorithm* | roboter* | start-up |
        startup | computer | pc | programmier* | entwickler* | open source | linux | windows | java | javascript |
        browser | firefox | bitcoin | krypto* | blockchain | elektroauto* | e-auto* | tesla | digital* |
        *digitalisierung | telekom | mobilfunk* | *streaming* | framework | server* | firmware | *update* | modem* |
        notebook | macos | ios | docker | container* | apache | c++ | sicherheitslücke* | games | gaming |
        konsole* | playstation | xbox | nintendo | bug | code* | entwicklung*`,
      plain: `gerät* | plattform | nutzer | update | daten | netz | bildschirm | akku | online | autonom*`,
    },
    science: {
      strong: `wissenschaft* | *wissenschaftler | *forscher* | forschung* | physik* | chemie* | biologie* |
        astronom* | teleskop | nasa | esa | raumfahrt | weltraum | weltall | raumsonde | satellit* | mond | mars |
        asteroid* | komet | planet* | galaxie | schwarzes loch | universum | fossil* | dinosaurier | archäolog* |
        genom | dna | gen | gene | genetisch* | evolution | labor | experiment | nobelpreis | quanten*`,
      plain: `entdeckung | entdeckt | fachzeitschrift | universität | uni | forscherteam | studie | rakete`,
    },
    health: {
      strong: `gesundheit* | *gesundheit | krankenhaus* | klinik* | *ärzte | arzt | ärztin | *pflege | patient* |
        krankheit* | *erkrankung | virus | viren | ausbruch | epidemie | pandemie | infektion* | *impfung |
        impfstoff* | impf* | ebola | covid | corona | masern | cholera | malaria | grippe | vogelgrippe | krebs* |
        tumor | diabetes | übergewicht | herzinfarkt | schlaganfall | demenz | alzheimer | depression* |
        psychisch* | medikament* | arznei* | therapie | krankenkasse* | weltgesundheitsorganisation | rki |
        ernährung | fitness | schlaf`,
      plain: `symptome | fälle | todesfälle | pharma* | operation | behandlung`,
    },
    entertainment: {
      strong: `film* | *film | kino* | oscar* | golden globe* | berlinale | cannes | filmfestival | festspiele |
        schauspieler* | regisseur* | hollywood | netflix | fernseh* | tv | tatort | sänger* | rapper | album |
        song* | konzert* | tournee | *musik | musik* | popstar | promi* | schriftsteller* | autor | autorin |
        autoren | buch | bücher | literatur* | theater* | oper | ballett | kunst | kunstwerk* | künstler* |
        ausstellung | museum | komiker | comedy | premiere | trailer | walk of fame | feuilleton | kultur*`,
      plain: `show | bühne | fans | debüt | band | star | serie* | roman*`,
    },
    environment: {
      strong: `klima* | *klima | erderwärmung | emission* | *ausstoß | co2 | treibhausgas* | kohle* | kohleausstieg |
        erneuerbare* | solar* | *windkraft | windräder | umwelt* | *umwelt | verschmutzung | luftqualität |
        feinstaub | plastik* | abholzung | regenwald | artenvielfalt | biodiversität | artensterben |
        naturschutz | tierschutz | wildtier* | *ökosystem | ozean* | meere | korallen | gletscher | hitzewelle |
        *hitze | dürre | waldbrand* | hochwasser | überschwemmung* | flut | sturm* | orkan | unwetter | starkregen |
        *tiere | zoo* | tierpark | *welpen | lawine* | eis | glätte | *kälte | erfrieren | erfroren |
        schnee | kältewelle | frost | wetter | deutscher wetterdienst | dwd | recycling | feldsperling`,
      plain: `wasser | fluss | wald | tiere | temperatur* | natur | energie | vogel*`,
    },
    world: {
      strong: `krieg* | *krieg | waffenruhe | waffenstillstand | truppen | militär* | armee | rakete* | luftangriff* |
        drohnenangriff* | invasion | nato | vereinte nationen | uno | un-sicherheitsrat | sicherheitsrat |
        friedensgespräche | friedensverhandlungen | diplomat* | botschafter* | sanktion* | flüchtling* |
        geflüchtete | migranten | geisel* | erdbeben | tsunami | vulkan* | *anschlag | terror* | miliz* |
        rebellen | putsch | gipfel* | außenminister* | ausland | syrien* | islamischer staat | is-miliz |
        dschihadist* | extremist* | menschenrechte`,
      plain: `angriff* | getötet | tote | krise | konflikt | gespräche | atom* | regime | soldaten | grenze |
        botschaft`,
    },
  },

  fr: {
    sports: {
      strong: `football | foot | tennis | rugby | basket | basket-ball | handball | cyclisme | athlétisme | boxe |
        golf | formule 1 | f1 | grand prix | motogp | jeux olympiques | jo | olympique* | paralympique* | ski* |
        biathlon | patinage | médaillé* |
        coupe du monde | ligue 1 | ligue des champions | ligue europa | premier league | liga | psg |
        équipe de france | les bleus | xv de france | six nations | top 14 | fifa | uefa | nba |
        roland-garros | roland garros | wimbledon | open d'australie | grand chelem | tour de france |
        quart* de finale | demi-finale* | attaquant | gardien | milieu de terrain | triplé | médaille* |
        championnat | relégation | mercato | sélectionneur | entraîneur | biathlon | ski alpin`,
      plain: `match | saison | joueur* | joueuse* | équipe | coupe | finale | tournoi | victoire | défaite |
        bat | battu | but | buts | champion* | stade | supporteurs | club | course | nul`,
    },
    economy: {
      strong: `économie | économique* | banque centrale | bce | banque de france | réserve fédérale | fed |
        taux d'intérêt | taux directeur* | inflation | récession | pib | bourse | cac 40 | wall street |
        droits de douane | tarifs douaniers | exportations | importations |
        bénéfice* | chiffre d'affaires | investisseur* | introduction en bourse | fusion | rachat | chômage |
        salaire* | grève* | syndicat* | licenciement* | plan social | déficit | dette publique | fiscal* | dollar |
        pétrole | opep | faillite | liquidation | pdg | immobilier | loyer* | marché du travail | pouvoir d'achat |
        business`,
      plain: `marché* | prix | banque* | commerce | industrie | usine | milliards | millions | ventes | salariés |
        emploi* | investissement* | crédit* | taxe* | impôt* | budget | euro | entreprise* | patron* | croissance |
        résultats`,
    },
    politics: {
      strong: `élection* | électoral* | présidentielle | législatives | municipales | européennes | scrutin |
        vote | votes | électeurs | sondage* | parlement | assemblée nationale | sénat | sénateur* | député* |
        premier ministre | président de la république | président | présidente | ministre* | coalition |
        opposition | parti | rn | lfi | les républicains | ps | macron | maire* | référendum | motion de censure |
        49.3 | constitution* | projet de loi | proposition de loi | politique* | élysée | matignon | kremlin |
        maison blanche | extrême droite | extrême gauche | front national | fillon | hamon | mélenchon | le pen |
        primaire | démocratie`,
      plain: `chef de l'état | réforme | conseil constitutionnel | manifestation* | démission | démissionne |
        gouvernement | campagne | loi`,
    },
    technology: {
      strong: `technologie* | tech | intelligence artificielle | ia | chatgpt | openai | logiciel* | appli | smartphone* | iphone | android | google | apple | microsoft | meta | facebook | instagram | tiktok |
        whatsapp | nvidia | puce* | semi-conducteur* | cyberattaque* | cybersécurité | pirate* | piratage |
        fuite de données | rançongiciel | internet | réseaux sociaux | 5g | cloud | algorithme* | robot* |
        start-up | ordinateur* | numérique | jeu vidéo | jeux vidéo | bitcoin | cryptomonnaie* | blockchain |
        voiture électrique | véhicule électrique | tesla`,
      plain: `appareil* | plateforme | utilisateurs | mise à jour | données | réseau | écran | batterie |
        application*`,
    },
    science: {
      strong: `science* | scientifique* | chercheur* | chercheuse* | physique | chimie | biologie | astronom* |
        télescope | nasa | esa | cnes | spatial* | fusée | satellite* | lune | astéroïde | comète | planète* |
        galaxie | trou noir | fossile* | dinosaure* | archéolog* | génome | adn | gène* | génétique |
        nouvelle espèce | espèces | laboratoire | prix nobel | quantique*`,
      plain: `découverte | découvert | revue | université | recherche* | étude | espace | univers | expérience |
        évolution`,
    },
    health: {
      strong: `santé | hôpita* | médecin* | infirmi* | patient* | malad* | virus | épidémie | pandémie |
        infection* | contamin* | vaccin* | vaccination | ebola | covid | coronavirus | rougeole | choléra |
        paludisme | dengue | grippe | grippe aviaire | cancer* | tumeur | diabète | obésité | infarctus | avc |
        alzheimer | démence | santé mentale | dépression | chirurgie | médicament* | traitement* | essai clinique |
        oms | organisation mondiale de la santé | nutrition | alimentation | sommeil`,
      plain: `symptômes | cas | décès | clinique* | pharma*`,
    },
    entertainment: {
      strong: `cinéma | film* | box-office | oscar* | césar | golden globe* | festival de cannes | cannes |
        berlinale | festival* | acteur* | actrice* | hollywood | netflix | télévision | télé | chanteu* |
        rappeur | groupe de rock | album | chanson* | concert | concerts | tournée | musique | musical |
        célébrit* | people | roman* | romancier | écrivain* | livre* | littérature | bd | bande dessinée |
        théâtre | opéra | ballet | art | arts | artiste* | exposition* | musée* | humoriste | comédie |
        bande-annonce | culture | culturel*`,
      plain: `spectacle* | scène | fans | dessinateur* | star | réalisat* | série* | auteur*`,
    },
    environment: {
      strong: `climat* | réchauffement climatique | dérèglement climatique | émissions | carbone | co2 |
        gaz à effet de serre | énergies fossiles | charbon | renouvelable* | solaire | éolien* | pollution |
        qualité de l'air | plastique* | déforestation | amazonie | biodiversité | faune | espèces menacées |
        extinction | environnement* | écolog* | écosystème* | océan* | glacier* | canicule | vague de chaleur |
        sécheresse | incendie* de forêt | feux de forêt | inondation* | crue* | ouragan | tempête* | cyclone |
        intempéries | orages | neige | verglas | vague de froid | météo | météo-france | recyclage`,
      plain: `eau | rivière | fleuve | forêt* | animaux | températures | nature | énergie`,
    },
    world: {
      strong: `guerre | cessez-le-feu | trêve | troupes | militaire* | armée | missile* | frappe* aérienne* |
        bombardement* | invasion | otan | nations unies | onu | conseil de sécurité | pourparlers de paix |
        accord de paix | diplomat* | ambassade | ambassadeur | sanctions | réfugié* | migrants | frontière |
        otage* | séisme | tremblement de terre | tsunami | volcan | éruption | terroris* | attentat* | milice* |
        rebelles | coup d'état | sommet | ministre des affaires étrangères`,
      plain: `attaque* | tués | morts | crise | conflit | négociations | nucléaire | régime | soldats`,
    },
  },

  id: {
    sports: {
      strong: `sepak bola | sepakbola | bola | bulu tangkis | badminton | tenis | basket | bola basket | voli |
        golf | tinju | balap | motogp | formula 1 | f1 | olimpiade | paralimpiade | piala dunia | sea games |
        asian games | liga 1 | liga inggris | liga spanyol | liga champions | premier league | serie a |
        bundesliga | timnas | timnas indonesia | pssi | persija | persib | arema | fifa | afc | nba |
        wimbledon | grand slam | perempat final | semifinal | striker | kiper | gelandang | medali |
        kejuaraan | degradasi | pelatih | atlet | skuad`,
      plain: `pertandingan | laga | musim | pemain | tim | liga | piala | final | turnamen | menang | kalahkan |
        kalah | kemenangan | gol | juara | stadion | suporter | klub | balapan | imbang | transfer`,
    },
    economy: {
      strong: `ekonomi | perekonomian | bank sentral | bank indonesia | bi rate | suku bunga | the fed | inflasi |
        resesi | pdb | pertumbuhan ekonomi | ihsg | bursa | bursa efek | saham | obligasi | wall street | tarif |
        bea masuk | ekspor | impor | neraca perdagangan | laba | pendapatan | investor | ipo | merger | akuisisi |
        pengangguran | upah | umr | ump | gaji | mogok kerja | buruh | serikat pekerja | phk | apbn | defisit |
        fiskal | pajak | rupiah | dolar | harga minyak | bbm | opec | bangkrut | pailit | ojk | bumn |
        properti | kpr | emiten | ekonom`,
      plain: `pasar | harga | bank | bisnis | perdagangan | industri | pabrik | triliun | miliar | juta |
        penjualan | pekerja | lapangan kerja | utang | pinjaman | usaha | perusahaan | investasi`,
    },
    politics: {
      strong: `pemilu | pilkada | pilpres | pileg | pemilihan | pencoblosan | perolehan suara | pemilih | survei |
        elektabilitas |
        dpr | dpd | mpr | dprd | parlemen | anggota dewan | presiden | wakil presiden | menteri | kabinet |
        koalisi | oposisi | partai | kampanye | pdip | pdi-p | golkar | gerindra | nasdem | pkb | pks | demokrat |
        gubernur | bupati | wali kota | walikota | referendum | pemakzulan | konstitusi | undang-undang | ruu |
        politik | politikus | politisi | istana | kpu | bawaslu | capres | cawapres`,
      plain: `pemimpin | reformasi | mahkamah konstitusi | mk | demo | unjuk rasa | mundur | pemerintah`,
    },
    technology: {
      strong: `teknologi | kecerdasan buatan | ai | chatgpt | openai | perangkat lunak | aplikasi | smartphone |
        ponsel | hp | iphone | android | google | apple | microsoft | meta | facebook | instagram | tiktok |
        whatsapp | nvidia | chip | semikonduktor | serangan siber | keamanan siber | peretas | hacker | diretas |
        kebocoran data | ransomware | internet | media sosial | 5g | cloud | algoritma | robot | startup |
        komputer | laptop | gim | game | bitcoin | kripto | blockchain | mobil listrik | kendaraan listrik |
        tesla | digital | gadget`,
      plain: `perangkat | platform | pengguna | pembaruan | data | jaringan | layar | baterai | fitur`,
    },
    science: {
      strong: `sains | ilmu pengetahuan | ilmuwan | peneliti | fisika | kimia | biologi |
        astronomi | astronom | teleskop | nasa | brin | antariksa | luar angkasa | roket | satelit | mars |
        asteroid | komet | planet | galaksi | lubang hitam | alam semesta | fosil | dinosaurus | arkeolog* |
        genom | dna | gen | genetik | evolusi | spesies | laboratorium | eksperimen | hadiah nobel | kuantum`,
      plain: `penemuan | ditemukan | jurnal | universitas | kuno | studi | penelitian`,
    },
    health: {
      strong: `kesehatan | sehat | rumah sakit | rs | dokter | perawat | pasien | penyakit | virus | wabah |
        epidemi | pandemi | infeksi | terinfeksi | vaksin | vaksinasi | imunisasi | ebola | covid | covid-19 |
        corona | campak | kolera | malaria | demam berdarah | dbd | flu | flu burung | kanker | tumor | diabetes |
        obesitas | serangan jantung | stroke | demensia | kesehatan mental | depresi | operasi | obat |
        pengobatan | terapi | uji klinis | who | kemenkes | bpjs kesehatan | gizi | stunting | diet | tidur |
        olahraga rutin`,
      plain: `gejala | kasus | kematian | klinik | medis | puskesmas`,
    },
    entertainment: {
      strong: `film | bioskop | box office | piala oscar | oscar | piala citra | festival film | aktor | aktris |
        artis | sutradara | hollywood | netflix | serial | sinetron | drakor | drama korea | televisi | penyanyi |
        rapper | band | album | lagu | konser | tur | musik | k-pop | selebriti | seleb | novel | penulis | buku |
        teater | seni | seniman | pameran | museum | komedian | stand up comedy | tayang | trailer | hiburan |
        youtuber | influencer`,
      plain: `pertunjukan | panggung | penggemar | debut | budaya`,
    },
    environment: {
      strong: `iklim | perubahan iklim | pemanasan global | emisi | karbon | gas rumah kaca | energi fosil |
        batu bara | energi terbarukan | tenaga surya | energi surya | tenaga angin | polusi | pencemaran |
        kualitas udara | sampah plastik | plastik | deforestasi | hutan hujan | keanekaragaman hayati |
        satwa liar | satwa | terancam punah | kepunahan | konservasi | lingkungan hidup | ekosistem |
        terumbu karang | gletser | gelombang panas | kekeringan | kebakaran hutan | karhutla |
        banjir | banjir bandang | tanah longsor | badai | siklon | cuaca ekstrem | hujan lebat | bmkg | cuaca |
        daur ulang | mangrove`,
      plain: `air | sungai | hutan | hewan | suhu | alam | energi | lingkungan | laut`,
    },
    world: {
      strong: `perang | gencatan senjata | pasukan | militer | tentara | rudal | serangan udara | invasi | nato |
        perserikatan bangsa-bangsa | pbb | dewan keamanan | perundingan damai | kesepakatan damai | diplomat |
        diplomatik | kedutaan | duta besar | sanksi | pengungsi | migran | perbatasan | sandera | gempa |
        gempa bumi | tsunami | gunung api | erupsi | teroris | terorisme | milisi | pemberontak | kudeta |
        ktt | menteri luar negeri | menlu`,
      plain: `serangan | tewas | krisis | konflik | perundingan | nuklir | rezim`,
    },
  },

  hi: {
    sports: {
      strong: `क्रिकेट | फुटबॉल | टेनिस | हॉकी | बैडमिंटन | कबड्डी | कुश्ती | मुक्केबाजी | एथलेटिक्स | गोल्फ |
        शतरंज | ओलंपिक | पैरालंपिक | विश्व कप | वर्ल्ड कप | एशियाई खेल | आईपीएल | ipl | बीसीसीआई | टीम इंडिया |
        टेस्ट मैच | वनडे | टी20 | फीफा | विंबलडन | ग्रैंड स्लैम | क्वार्टर फाइनल | सेमीफाइनल | शतक* | अर्धशतक |
        विकेट* | बल्लेबाज* | गेंदबाज* | कप्तान | पदक | स्वर्ण पदक | रजत पदक | कांस्य पदक | चैंपियनशिप |
        प्रीमियर लीग | खिलाड़ी*`,
      plain: `मैच | मुकाबल* | सीजन | कोच | टीम | लीग | फाइनल | टूर्नामेंट | जीत* | हार* | गोल | चैंपियन |
        स्टेडियम | खेल`,
    },
    economy: {
      strong: `अर्थव्यवस्था | आर्थिक | रिजर्व बैंक | आरबीआई | rbi | केंद्रीय बैंक | रेपो रेट | ब्याज दर* | महंगाई |
        मुद्रास्फीति | मंदी | जीडीपी | शेयर बाजार | सेंसेक्स | निफ्टी | शेयर* | टैरिफ | आयात | निर्यात |
        मुनाफ* | राजस्व | निवेशक* | आईपीओ | विलय | अधिग्रहण | बेरोजगारी | वेतन | हड़ताल | यूनियन | छंटनी |
        बजट | राजकोषीय | जीएसटी | आयकर | टैक्स | रुपय* | रुपया | डॉलर | कच्चा तेल | पेट्रोल | डीजल | दिवालिया |
        कारोबार* | व्यापार* | उद्योग | सीईओ | सोने की कीमत | सोने के दाम | चांदी`,
      plain: `कीमत* | दाम | बैंक | करोड़ | अरब | लाख | बिक्री | कर्मचारी* | नौकरी* | निवेश | कर्ज | ऋण | विकास दर |
        कंपनी | कंपनियों | बाजार`,
    },
    politics: {
      strong: `चुनाव* | मतदान | वोट* | मतदाता* | सर्वे | लोकसभा | राज्यसभा | विधानसभा | संसद | सांसद* | विधायक* |
        प्रधानमंत्री | मुख्यमंत्री | उपमुख्यमंत्री | राष्ट्रपति | मंत्री | मंत्रिमंडल | कैबिनेट | गठबंधन |
        विपक्ष | पार्टी | प्रचार | भाजपा | बीजेपी | कांग्रेस | सपा | बसपा | टीएमसी | शिवसेना | राजद | जदयू |
        राज्यपाल | महापौर | जनमत संग्रह | महाभियोग | संविधान | विधेयक | राजनीति* | राजनीतिक | मोदी |
        राहुल गांधी | चुनाव आयोग`,
      plain: `नीति | सुधार | प्रदर्शन | इस्तीफा | बयान | सरकार | नेता*`,
    },
    technology: {
      strong: `तकनीक* | टेक्नोलॉजी | प्रौद्योगिकी | आर्टिफिशियल इंटेलिजेंस | एआई | ai | चैटजीपीटी | सॉफ्टवेयर |
        ऐप | एप | स्मार्टफोन | मोबाइल फोन | आईफोन | एंड्रॉयड | गूगल | एप्पल | ऐपल | माइक्रोसॉफ्ट | मेटा |
        फेसबुक | इंस्टाग्राम | व्हाट्सऐप | व्हाट्सएप | चिप | सेमीकंडक्टर | साइबर* | हैकर* | हैकिंग | डेटा लीक |
        इंटरनेट | सोशल मीडिया | 5जी | 5g | क्लाउड | रोबोट | स्टार्टअप | कंप्यूटर | लैपटॉप | गेमिंग | बिटकॉइन |
        क्रिप्टो* | ब्लॉकचेन | इलेक्ट्रिक वाहन | इलेक्ट्रिक कार | टेस्ला | डिजिटल | गैजेट`,
      plain: `डिवाइस | प्लेटफॉर्म | यूजर्स | अपडेट | डेटा | नेटवर्क | स्क्रीन | बैटरी | फीचर*`,
    },
    science: {
      strong: `विज्ञान | वैज्ञानिक* | शोधकर्ता* | शोध | अध्ययन | भौतिकी | रसायन | जीव विज्ञान | खगोल* | दूरबीन |
        टेलीस्कोप | नासा | इसरो | अंतरिक्ष | अंतरिक्ष यान | रॉकेट | उपग्रह | सैटेलाइट | चंद्रमा | चांद | चंद्रयान |
        गगनयान | मंगल | क्षुद्रग्रह | धूमकेतु | ग्रह | आकाशगंगा | ब्लैक होल | ब्रह्मांड | जीवाश्म | डायनासोर |
        पुरातत्व* | जीनोम | डीएनए | जीन | आनुवंशिक | विकासवाद | प्रजाति* | प्रयोगशाला | नोबेल`,
      plain: `खोज | रिसर्च | जर्नल | विश्वविद्यालय | प्राचीन | प्रयोग`,
    },
    health: {
      strong: `स्वास्थ्य | सेहत | अस्पताल | डॉक्टर* | चिकित्सक | नर्स | मरीज* | बीमारी* | रोग | वायरस | प्रकोप |
        महामारी | संक्रमण | संक्रमित | टीका | टीकाकरण | वैक्सीन | इबोला | कोविड | कोरोना | खसरा | हैजा |
        मलेरिया | डेंगू | फ्लू | बर्ड फ्लू | कैंसर | ट्यूमर | डायबिटीज | मधुमेह | मोटापा | हार्ट अटैक |
        दिल का दौरा | स्ट्रोक | डिमेंशिया | मानसिक स्वास्थ्य | डिप्रेशन | अवसाद | सर्जरी | ऑपरेशन | दवा* |
        इलाज | उपचार | क्लिनिकल ट्रायल | डब्ल्यूएचओ | विश्व स्वास्थ्य संगठन | एम्स | पोषण | डाइट | नींद |
        योग | फिटनेस`,
      plain: `लक्षण | मामले | मौत* | क्लिनिक | मेडिकल`,
    },
    entertainment: {
      strong: `फिल्म* | सिनेमा | बॉक्स ऑफिस | ऑस्कर | फिल्मफेयर | फिल्म महोत्सव | फिल्म फेस्टिवल | कान्स |
        अभिनेता | अभिनेत्री | एक्टर | एक्ट्रेस | निर्देशक | बॉलीवुड | हॉलीवुड | टॉलीवुड | नेटफ्लिक्स | वेब सीरीज |
        सीरियल | टीवी शो | गायक | गायिका | सिंगर | रैपर | एल्बम | गाना | गाने | गीत | कॉन्सर्ट | संगीत | के-पॉप |
        सेलिब्रिटी | उपन्यास | लेखक | किताब | पुस्तक | रंगमंच | कलाकार | प्रदर्शनी | संग्रहालय | कॉमेडियन |
        कॉमेडी | रिलीज | ट्रेलर | मनोरंजन | बिग बॉस`,
      plain: `शो | मंच | फैंस | डेब्यू | संस्कृति | स्टार | नाटक | कला`,
    },
    environment: {
      strong: `पर्यावरण | जलवायु | जलवायु परिवर्तन | ग्लोबल वार्मिंग | उत्सर्जन | कार्बन | ग्रीनहाउस गैस | कोयला |
        अक्षय ऊर्जा | नवीकरणीय | सौर ऊर्जा | पवन ऊर्जा | प्रदूषण | वायु गुणवत्ता | एक्यूआई | aqi | स्मॉग |
        प्लास्टिक | वनों की कटाई | जैव विविधता | वन्यजीव | विलुप्त* | संरक्षण | पारिस्थितिकी | महासागर |
        ग्लेशियर | लू | हीटवेव | सूखा | जंगल की आग | बाढ़ | भूस्खलन | तूफान | चक्रवात | भारी बारिश | मानसून |
        बारिश | बर्फबारी | शीतलहर | मौसम | मौसम विभाग | आईएमडी | रीसाइक्लिंग | बाघ | तेंदुआ`,
      plain: `पानी | नदी | जंगल | जानवर* | तापमान | प्रकृति | ऊर्जा`,
    },
    world: {
      strong: `युद्ध | युद्धविराम | संघर्ष विराम | सेना | सैनिक* | मिसाइल | हवाई हमल* | ड्रोन हमल* | आक्रमण |
        नाटो | संयुक्त राष्ट्र | सुरक्षा परिषद | शांति वार्ता | शांति समझौता | राजनयिक | कूटनीति* | दूतावास |
        राजदूत | शरणार्थी* | बंधक* | भूकंप | सुनामी | ज्वालामुखी | आतंकी |
        आतंकवाद* | आतंकवादी | विद्रोही | तख्तापलट | शिखर सम्मेलन | विदेश मंत्री | विदेश मंत्रालय | द्विपक्षीय`,
      plain: `हमल* | मारे गए | संकट | संघर्ष | वार्ता | परमाणु | सीमा | प्रवासी | प्रतिबंध`,
    },
  },

  vi: {
    sports: {
      strong: `bóng đá | quần vợt | tennis | bóng rổ | bóng chuyền | cầu lông | golf | quyền anh | điền kinh |
        đua xe | f1 | motogp | olympic | thế vận hội | paralympic | world cup | sea games | asiad | v-league |
        ngoại hạng anh | premier league | la liga | champions league | cúp c1 | serie a | bundesliga | fifa |
        vff | aff cup | đội tuyển việt nam | tuyển việt nam | u23 | wimbledon | grand slam | tứ kết | bán kết |
        tiền đạo | thủ môn | tiền vệ | hat-trick | huy chương | huy chương vàng | vô địch | xuống hạng |
        chuyển nhượng | huấn luyện viên | hlv | thể thao`,
      plain: `trận đấu | trận | mùa giải | cầu thủ | vận động viên | đội | giải đấu | chung kết | thắng | đánh bại |
        thua | chiến thắng | bàn thắng | ghi bàn | sân vận động | cổ động viên | câu lạc bộ | clb`,
    },
    economy: {
      strong: `kinh tế | ngân hàng trung ương | ngân hàng nhà nước | fed | lãi suất | lạm phát | suy thoái | gdp |
        chứng khoán | vn-index | cổ phiếu | trái phiếu | phố wall | thuế quan | xuất khẩu | nhập khẩu |
        lợi nhuận | doanh thu | nhà đầu tư | ipo | sáp nhập | thâu tóm | mua lại | thất nghiệp | tiền lương | tăng lương |
        đình công | công đoàn | sa thải | cắt giảm nhân sự | ngân sách | thâm hụt | thuế | tỷ giá | usd | đôla |
        giá dầu | xăng dầu | opec | phá sản | bất động sản | giá vàng | doanh nghiệp | tập đoàn | kinh doanh`,
      plain: `công ty | thị trường | giá | ngân hàng | thương mại | công nghiệp | nhà máy | tỷ đồng | triệu |
        doanh số | người lao động | việc làm | đầu tư | nợ | vay | tăng trưởng`,
    },
    politics: {
      strong: `bầu cử | cuộc bầu cử | bỏ phiếu | cử tri | thăm dò | quốc hội | nghị viện | thượng viện | hạ viện |
        nghị sĩ | đại biểu quốc hội | thủ tướng | chủ tịch nước | tổng thống | tổng bí thư | bộ trưởng | nội các |
        liên minh cầm quyền | phe đối lập | đảng | chiến dịch tranh cử | tranh cử | ứng cử viên | đảng dân chủ |
        đảng cộng hòa | thống đốc | thị trưởng | trưng cầu dân ý | luận tội | hiến pháp | dự luật | luật |
        chính trị | chính phủ | nhà trắng | điện kremlin`,
      plain: `lãnh đạo | cải cách | tòa án tối cao | biểu tình | từ chức`,
    },
    technology: {
      strong: `công nghệ | trí tuệ nhân tạo | ai | chatgpt | openai | phần mềm | điện thoại thông minh |
        smartphone | iphone | android | google | apple | microsoft | meta | facebook | instagram | tiktok | zalo |
        nvidia | chip | bán dẫn | tấn công mạng | an ninh mạng | tin tặc | hacker | rò rỉ dữ liệu | mã độc |
        ransomware | internet | mạng xã hội | 5g | điện toán đám mây | thuật toán | robot | khởi nghiệp |
        startup | máy tính | laptop | trò chơi điện tử | game | bitcoin | tiền số | tiền điện tử | blockchain |
        xe điện | ô tô điện | vinfast | tesla | chuyển đổi số | số hóa`,
      plain: `thiết bị | nền tảng | người dùng | cập nhật | dữ liệu | màn hình | pin | tính năng | ứng dụng`,
    },
    science: {
      strong: `khoa học | nhà khoa học | nhà nghiên cứu | vật lý | hóa học | sinh học | thiên văn |
        kính thiên văn | nasa | không gian | vũ trụ | tàu vũ trụ | tên lửa đẩy | vệ tinh | mặt trăng | sao hỏa |
        tiểu hành tinh | sao chổi | hành tinh | thiên hà | hố đen | hóa thạch | khủng long | khảo cổ |
        bộ gene | gene | dna | di truyền | tiến hóa | loài mới | phòng thí nghiệm | thí nghiệm | giải nobel |
        lượng tử`,
      plain: `phát hiện | tạp chí | đại học | cổ đại | nghiên cứu`,
    },
    health: {
      strong: `sức khỏe | y tế | bệnh viện | bác sĩ | y tá | điều dưỡng | bệnh nhân | virus | dịch bệnh | ổ dịch |
        bùng phát dịch | đại dịch | lây nhiễm | nhiễm bệnh | ca nhiễm | vaccine | vắc xin | tiêm chủng | ebola |
        covid | covid-19 | sởi | bệnh tả | sốt rét | sốt xuất huyết | cúm | cúm gia cầm | ung thư | khối u | tiểu đường |
        béo phì | đột quỵ | nhồi máu cơ tim | sa sút trí tuệ | sức khỏe tâm thần | trầm cảm | phẫu thuật | thuốc |
        điều trị | thử nghiệm lâm sàng | tổ chức y tế thế giới | bộ y tế | dinh dưỡng | ăn kiêng | giấc ngủ`,
      plain: `triệu chứng | ca mắc | tử vong | phòng khám | bệnh`,
    },
    entertainment: {
      strong: `phim | điện ảnh | rạp chiếu | phòng vé | doanh thu phòng vé | oscar | liên hoan phim | diễn viên |
        đạo diễn | hollywood | netflix | phim truyền hình | truyền hình | ca sĩ | rapper | ban nhạc | album |
        bài hát | ca khúc | mv | concert | hòa nhạc | lưu diễn | âm nhạc | k-pop | người nổi tiếng | sao việt |
        hoa hậu | tiểu thuyết | nhà văn | cuốn sách | sân khấu | vở kịch | nghệ thuật | nghệ sĩ | triển lãm |
        bảo tàng | danh hài | hài kịch | trailer | giải trí | showbiz`,
      plain: `khán giả | người hâm mộ | văn hóa | ra mắt`,
    },
    environment: {
      strong: `môi trường | khí hậu | biến đổi khí hậu | nóng lên toàn cầu | phát thải | khí thải | carbon |
        khí nhà kính | nhiên liệu hóa thạch | than đá | năng lượng tái tạo | điện mặt trời | điện gió | ô nhiễm |
        chất lượng không khí | bụi mịn | rác thải nhựa | nhựa | phá rừng | đa dạng sinh học | động vật hoang dã |
        nguy cơ tuyệt chủng | tuyệt chủng | bảo tồn | hệ sinh thái | đại dương | san hô | sông băng | nắng nóng |
        hạn hán | xâm nhập mặn | cháy rừng | lũ lụt | lũ | ngập lụt | sạt lở | bão | áp thấp nhiệt đới | mưa lớn |
        rét đậm | rét hại | thời tiết | tái chế`,
      plain: `sông | rừng | động vật | nhiệt độ | thiên nhiên | năng lượng`,
    },
    world: {
      strong: `chiến tranh | ngừng bắn | đình chiến | quân đội | binh sĩ | tên lửa | không kích | xâm lược | nato |
        liên hợp quốc | lhq | hội đồng bảo an | đàm phán hòa bình | thỏa thuận hòa bình | ngoại giao |
        nhà ngoại giao | đại sứ quán | đại sứ | trừng phạt | lệnh trừng phạt | người tị nạn | tị nạn | người di cư |
        biên giới | con tin | động đất | sóng thần | núi lửa | phun trào | khủng bố | phiến quân | đảo chính |
        hội nghị thượng đỉnh | ngoại trưởng | bộ trưởng ngoại giao | nhân quyền`,
      plain: `tấn công | thiệt mạng | khủng hoảng | xung đột | hạt nhân | chế độ`,
    },
  },

  pt: {
    sports: {
      strong: `futebol | tênis | ténis | basquete | basquetebol | vôlei | voleibol | golfe | ciclismo | atletismo |
        boxe | fórmula 1 | f1 | grande prêmio | grande prémio | motogp | jogos olímpicos | olimpíada* | olímpic* |
        paralímpic* | copa do mundo | mundial | brasileirão | série a | libertadores | copa do brasil |
        liga dos campeões | champions league | premier league | la liga | primeira liga | benfica | fc porto |
        sporting | flamengo | corinthians | palmeiras | são paulo fc | grêmio |
        seleção brasileira | seleção portuguesa | fifa | uefa | cbf | nba | wimbledon | grand slam | quartas de final |
        quartos de final | semifinal | meia-final | atacante | avançado | goleiro | guarda-redes | meio-campista |
        hat-trick | medalha* | campeonato | rebaixamento | despromoção | treinador*`,
      plain: `técnico | partida | jogo | temporada | jogador* | equipe | equipa | time | liga | copa | taça | final | torneio |
        vence | venceu | derrota | vitória | gol | golo* | campeão | estádio | torcida | clube | corrida | empate`,
    },
    economy: {
      strong: `economia | econômic* | económic* | banco central | bce | federal reserve | fed | copom | selic |
        taxa de juros | juros | inflação | ipca | recessão | pib | bolsa | ibovespa | dow jones | wall street |
        tarifa* | exportações | importações | lucro* | faturamento | investidor* | fusão | aquisição | desemprego |
        salário* | greve* | sindicato* | demissões | despedimento* | orçamento | déficit | défice |
        imposto de renda | dólar | petróleo | opep | falência | recuperação judicial | presidente-executivo | ceo |
        imobiliário | habitação | mercado de trabalho`,
      plain: `companhia | mercado* | preço* | banco* | negócio* | comércio | indústria | fábrica | bilhões |
        milhões | vendas | trabalhadores | emprego | investimento* | dívida | empréstimo* | imposto* | crescimento |
        empresa* | ações | receita | euro | fiscal`,
    },
    politics: {
      strong: `eleição | eleições | eleitoral | votação | votos | eleitores | urnas | pesquisa eleitoral | sondage* |
        ibope | datafolha | congresso | câmara dos deputados | senado | senador* | deputad* | assembleia da república |
        parlamento | presidente da república | presidente | primeiro-ministro | ministro* | ministra | coalizão |
        coligação | oposição | partido | pt | pl | psdb | mdb | ps | psd | bolsonaro | lula | haddad | governador* |
        prefeito* | presidente da câmara | referendo | impeachment | constituição | projeto de lei | política* |
        político* | planalto | stf | tse | 2º turno | segundo turno | vereador* | câmara municipal | assembleia |
        marcelo rebelo de sousa | marcelo | costa | partidos | democracia | extrema-direita`,
      plain: `líder | reforma | supremo | protesto* | manifestação | renúncia | veto | governo | campanha | lei`,
    },
    technology: {
      strong: `tecnologia | tecnológic* | inteligência artificial | ia | chatgpt | openai | software | aplicativo* |
        aplicação | app | celular | telemóvel | smartphone | iphone | android | google | apple | microsoft | meta |
        facebook | instagram | tiktok | whatsapp | nvidia | chip* | semicondutor* | ataque hacker | ciberataque* |
        cibersegurança | hacker* | vazamento de dados | fuga de dados | ransomware | internet | redes sociais | 5g |
        nuvem | algoritmo* | robô* | startup | computador* | videogame* | videojogo* | bitcoin | criptomoeda* |
        blockchain | carro elétrico | veículo elétrico | tesla | digital`,
      plain: `dispositivo* | plataforma | usuários | utilizadores | atualização | dados | rede | tela | ecrã | bateria`,
    },
    science: {
      strong: `ciência | científic* | cientista* | física | química | biologia | astronom* | telescópio | nasa |
        esa | espacial | foguete | satélite* | lua | marte | asteroide | cometa | planeta* | galáxia | buraco negro |
        universo | fóssil | fósseis | dinossauro* | arqueólog* | genoma | dna | gene* | genétic* | evolução |
        nova espécie | espécies | laboratório | experimento | nobel | quântic*`,
      plain: `descoberta | descobrem | revista científica | universidade | pesquisa | antigo | estudo | pesquisador* |
        investigador* | espaço | nave`,
    },
    health: {
      strong: `saúde | sus | sns | hospita* | médico* | enfermeir* | paciente* | doença* | vírus | surto | epidemia |
        pandemia | infecção | infeção | contágio | vacina* | vacinação | ebola | covid | coronavírus | sarampo |
        cólera | malária | dengue | gripe | gripe aviária | câncer | cancro | tumor | diabetes | obesidade |
        infarto | enfarte | avc | alzheimer | demência | saúde mental | depressão | ansiedade | cirurgia |
        medicamento* | remédio* | tratamento | ensaio clínico | oms | organização mundial da saúde | anvisa |
        quadro respiratório | boletim médico | internad* | uti | dieta | nutrição | sono | exercício físico |
        pneumonia | diagnosticad* | gravidez | grávida | bebé | bebê | parto | maternidade`,
      plain: `sintomas | casos | mortes | óbitos | clínica | farmác*`,
    },
    entertainment: {
      strong: `cinema | filme* | bilheteria | bilheteira | oscar | globo de ouro | festival de cannes | festival de cinema |
        berlinale | ator | atores | atriz | realizador | diretor de cinema | hollywood | netflix | série* | novela* |
        televisão | tv globo | cantor* | rapper | banda | álbum | disco | música* | canção | canções | show |
        shows | concerto* | turnê | digressão | sertanejo | funk | samba | carnaval | famoso* | celebridade* |
        romance | escritor* | livro* | teatro | ópera | balé | arte | artista* | exposição | museu* | humorista |
        comédia | estreia | trailer | reality | bbb | kardashian | famosa | apresentador* | apresentadora* |
        casamento | marido | namorad* | filho de | atriz`,
      plain: `espetáculo | palco | fãs | cultura | cultural`,
    },
    environment: {
      strong: `clima | climátic* | mudança climática | mudanças climáticas | alterações climáticas | aquecimento global |
        emissões | carbono | co2 | gases de efeito estufa | combustíveis fósseis | carvão | renovável | renováveis |
        energia solar | eólica | poluição | qualidade do ar | plástico* | desmatamento | desflorestação | amazônia |
        amazónia | biodiversidade | fauna | espécies ameaçadas | extinção | meio ambiente | ambiental |
        ecossistema* | oceano* | geleira* | glaciar* | onda de calor | seca | estiagem | incêndio* florest* |
        queimada* | enchente* | inundaç* | alagamento* | furacão | tempestade* | ciclone | temporal |
        chuva forte | chuvas fortes | frio intenso | neve | ibama | ipma | tempo severo | reciclagem | tempestade |
        temporais | defesa civil | granizo | vendaval`,
      plain: `água | rio | floresta* | animais | temperatura* | natureza | energia | ambiente`,
    },
    world: {
      strong: `guerra | cessar-fogo | trégua | tropas | militar* | exército | míssil | mísseis | bombardeio* |
        bombardeamento* | ataque aéreo | invasão | otan | nato | nações unidas | onu | conselho de segurança |
        negociações de paz | acordo de paz | diplomat* | embaixada | embaixador* | sanções | refugiado* | migrantes |
        fronteira | refém | reféns | terremoto | sismo | tsunami | vulcão | erupção | terroris* | milícia* |
        rebeldes | golpe de estado | cúpula | cimeira | chanceler | ministro dos negócios estrangeiros | itamaraty`,
      plain: `ataque* | mortos | crise | conflito | negociações | nuclear | regime | soldados`,
    },
  },

  tr: {
    sports: {
      strong: `futbol* | tenis* | basketbol* | voleybol* | hentbol | golf | bisiklet | atletizm | boks* | güreş* |
        formula 1 | f1 | grand prix | motogp | olimpiyat* | paralimpik | dünya kupası | avrupa şampiyonası |
        süper lig* | şampiyonlar ligi | avrupa ligi | konferans ligi | premier lig | la liga | serie a |
        bundesliga | galatasaray* | fenerbahçe* | beşiktaş* | trabzonspor* | milli takım* | a milli | tff | fifa |
        uefa | nba | euroleague | wimbledon | grand slam | çeyrek final* | yarı final* | forvet | kaleci* | golcü |
        hat-trick | madalya* | şampiyona* | küme düş* | transfer* | teknik direktör* | antrenör*`,
      plain: `maç* | sezon* | oyuncu* | futbolcu* | takım* | lig | ligi | ligde | kupa* | final* | turnuva* |
        galibiyet* | yendi | mağlubiyet* | yenilgi* | gol | goller* | golü | şampiyon* | stadyum* | taraftar* |
        kulüp* | yarış* | beraberlik`,
    },
    economy: {
      strong: `ekonomi* | merkez bankası | tcmb | fed | ecb | faiz* | politika faizi | enflasyon* | tüfe | resesyon* |
        durgunluk | gsyh | büyüme rakam* | borsa* | bist | hisse* | tahvil* | wall street | gümrük vergi* | tarife* |
        ihracat* | ithalat* | kâr* | kar açıkla* | ciro* | yatırımcı* | halka arz | birleşme | satın alma |
        işsizlik* | asgari ücret* | maaş* | ücret* | grev* | sendika* | işten çıkar* | bütçe* | bütçe açığ* |
        vergi* | dolar* | euro | avro | döviz* | döviz kuru | kur artış* | petrol fiyat* | akaryakıt | benzin |
        motorin | opec | iflas* | konkordato | ceo | genel müdür | şirket* | holding* | konut* | kira* |
        altın fiyat*`,
      plain: `piyasa* | fiyat* | banka* | ticaret* | sanayi* | fabrika* | milyar* | milyon* | satış* | işçi* |
        istihdam* | yatırım* | borç* | kredi* | zam | zamlar* | zammı | gelir | geliri`,
    },
    politics: {
      strong: `seçim* | oy | oylar* | oyların | oy kullan* | oy oran* | seçmen* | anket* | meclis* | tbmm |
        milletvekil* | cumhurbaşkan* | başbakan* | bakan | bakanı | bakanlığı | bakanlar* | kabine* | hükümet* |
        koalisyon* | muhalefet* | parti* | ak parti | akp | chp | mhp | dem parti | iyi parti | genel başkan* |
        valisi | valilik* | belediye başkan* | referandum* | anayasa* | kanun teklif* | yasa | yasası | yasa teklif* |
        siyaset* | siyasi* | politika* | erdoğan | beyaz saray | kremlin`,
      plain: `lider* | reform* | anayasa mahkemesi | yargıtay | protesto* | istifa* | kampanya*`,
    },
    technology: {
      strong: `teknoloji* | yapay zeka* | yapay zekâ* | chatgpt | openai | yazılım* | akıllı telefon* |
        iphone | android | google | apple | microsoft | meta | facebook | instagram | tiktok | whatsapp | nvidia |
        çip* | yarı iletken* | siber* | hacker* | veri sızıntı* | fidye yazılım* | internet* | sosyal medya | 5g |
        algoritma* | robot* | girişim şirket* | bilgisayar* | oyun konsol* | video oyun* | bitcoin | kripto* |
        blokzincir | blockchain | elektrikli araç* | togg | tesla | dijital*`,
      plain: `cihaz* | platform* | kullanıcı* | güncelleme* | veri | verileri | verisi | ağ | ekran* | batarya* |
        uygulama* | bulut`,
    },
    science: {
      strong: `bilim* | bilim insan* | bilim adam* | araştırmacı* | fizik* | kimya* | biyoloji* | astronom* |
        teleskop* | nasa | tübitak | uzay* | uzay aracı | roket* | uydu* | ay yüzey* | mars | asteroit* |
        kuyruklu yıldız | gezegen* | galaksi* | kara delik* | evren* | fosil* | dinozor* | arkeolog* | kazı |
        kazısı | kazılar* | genom* | dna | gen | genetik* | evrim* | yeni tür* | laboratuvar* | deney | deneyi |
        deneyler* | nobel* | kuantum*`,
      plain: `keşif* | keşfedil* | dergi* | üniversite* | antik* | araştırma*`,
    },
    health: {
      strong: `sağlık* | hastane* | doktor* | hekim* | hemşire* | hasta* | hastalık* | virüs* | salgın* | epidemi* |
        pandemi* | enfeksiyon* | bulaş* | aşı | aşısı | aşılar* | aşılama* | ebola | covid* | korona* | kızamık* |
        kolera* | sıtma* | dang humması | grip* | kuş gribi | kanser* | tümör* | diyabet* | şeker hastalığı |
        obezite* | kalp kriz* | inme |
        demans* | alzheimer* | ruh sağlığı | depresyon* | ameliyat* | ilaç* | tedavi* | klinik çalışma* | dsö |
        dünya sağlık örgütü | sağlık bakanlığı | beslenme* | diyet* | uyku* | egzersiz*`,
      plain: `belirti* | vaka* | ölüm* | klinik* | eczane*`,
    },
    entertainment: {
      strong: `sinema* | film* | gişe* | oscar* | altın portakal | altın küre | film festival* | festival* |
        aktör* | aktris* | yönetmen* | hollywood | netflix | dizi* | televizyon* | şarkıcı* | rapçi* | albüm* |
        şarkı* | konser* | turne* | müzik* | k-pop | magazin* | roman | romanı | romanın | yazar | yazarı |
        kitap* | tiyatro* | opera* | bale* | sanat* | sanatçı* | sergi* | müze* | komedyen* | komedi* | gala |
        galası | vizyon* | fragman* | altyazı* | kültür*`,
      plain: `gösteri | gösterisi | sahne* | hayran* | ünlü*`,
    },
    environment: {
      strong: `iklim* | iklim değişikliği | küresel ısınma | emisyon* | karbon* | sera gaz* | fosil yakıt* |
        kömür* | yenilenebilir* | güneş enerji* | rüzgar enerji* | rüzgâr enerji* | kirlilik* | hava kalitesi |
        plastik* | ormansızlaşma | biyoçeşitlilik | yaban hayat* | nesli tüken* | koruma alanı | çevre kirliliği |
        çevre bakan* | ekosistem* | okyanus* | mercan* | buzul* | sıcak hava dalga* | kuraklık* | orman yangın* |
        sel | seli | selde | sel felaketi | sel bask* | taşkın* |
        fırtına* | kasırga* | sağanak* | kar yağış* | soğuk hava dalga* | meteoroloji* | hava durumu | geri dönüşüm*`,
      plain: `su | nehir* | orman* | hayvan* | sıcaklık* | doğa | doğayı | enerji* | çevre*`,
    },
    world: {
      strong: `savaş* | ateşkes* | asker* | ordu* | füze* | hava saldırı* | işgal* | nato | birleşmiş milletler | bm |
        güvenlik konseyi | barış görüşme* | barış anlaşma* | diplomat* | diplomasi* | büyükelçilik* | büyükelçi* |
        yaptırım* | mülteci* | göçmen* | rehine* | deprem* | tsunami | yanardağ* | volkan* | terör* | militan* |
        isyancı* | darbe* | dışişleri bakan*`,
      plain: `saldırı* | hayatını kaybet* | kriz* | çatışma* | görüşme* | nükleer* | rejim* | sınır* | zirve* |
        patlama`,
    },
  },
};
