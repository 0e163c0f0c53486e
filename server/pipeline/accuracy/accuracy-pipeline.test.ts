import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeldTextList, PublishedHeldText } from '#common/contracts/held-items.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, adminJsonHeaders, createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import { startModelServer, type ChatRequest, type ModelServer } from '#tests/helpers/model-server.ts';
import { testModel } from '#tests/helpers/test-model.ts';
import type { AccuracyVerdict } from '../../ai/checks/accuracy/check-text-accuracy.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import {
  articles,
  articleTranslations,
  feedItems,
  heldTexts,
  parkedModelWork,
  sources,
  textChecks,
} from '../../db/schema.ts';
import { measureAccuracy } from '../../accuracy/measure-accuracy.ts';
import type { InProcessQueue } from '../../jobs/in-process-queue.ts';
import type { LanguageModel } from '../../ai/language-model.ts';
import { createLogger } from '../../logger.ts';
import { getArticlePage } from '../../news/get-article.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { loadStoryReports, selectReportRows } from '../load-story-reports.ts';
import { composeStory } from '../publish/compose-story.ts';
import { saveNewStory } from '../save-story.ts';
import { mergeStories } from '../write/merge-languages.job.ts';
import { queueMissingTranslations } from '../write/queue-model-work.ts';
import { translateArticleJob } from '../write/translate-article.job.ts';
import { workThroughBacklog } from '../write/work-through-backlog.ts';
import type { CheckAccuracy } from './check-with-rewrite.ts';
import { DISCARDED_BY_AN_EDITOR } from './decide-held-text.ts';
import { holdText, type TextToHold } from './store-checks.ts';

const AT = new Date('2026-11-27T09:00:00Z');
/**
 * The accuracy figures over a window from just before AT to now: it holds the checks these tests make at AT
 * and those the API makes when an editor publishes (at the time of the request), whenever the tests run.
 */
const figuresSinceAt = (db: Database) =>
  measureAccuracy(db, new Date(), Math.ceil((Date.now() - AT.getTime()) / 86_400_000) + 1);
const FERRY_TITLE = 'Night ferry to Wren Island returns';
const FERRY_TEXT =
  'The harbour board of Port Ellery voted to restore the night ferry to Wren Island. ' +
  'The ferry will make 4 crossings a night and carry up to 120 passengers on each. ' +
  'The service was cut when fuel costs doubled and passenger numbers fell. ' +
  'Islanders collected more than 3,000 signatures asking for its return.';

/** A check that finds the given sentence of a text unsupported, and every other sentence supported. */
function failing(sentence: (text: { title: string; summary: string }) => string): CheckAccuracy {
  return (text) => {
    const bad = sentence(text);
    const sentences = [text.title, text.summary].map((s) => ({
      sentence: s,
      supported: !s.includes(bad),
      reason: s.includes(bad) ? 'planted: no report says it' : null,
    }));
    return Promise.resolve<AccuracyVerdict>({
      method: 'rules',
      model: null,
      promptVersion: null,
      sentences,
      passed: sentences.every((s) => s.supported),
    });
  };
}

/** The French translation the scripted model gives: `passengers` in its summary where the source says 120. */
function french(passengers: number) {
  const opening = 'Le conseil portuaire de Port Ellery a voté le retour du ferry de nuit vers Wren Island.';
  const cut =
    'Le service avait été supprimé quand le coût du carburant a doublé et que le nombre de passagers a chuté.';
  return JSON.stringify({
    title: 'Le ferry de nuit vers Wren Island revient',
    summary: `${opening} Le ferry fera 4 traversées par nuit et transportera jusqu’à ${passengers} passagers à chaque fois. ${cut}`,
    content: {
      mainContent: {
        sections: [
          {
            heading: 'Ellery Gazette',
            body: `${opening} Le ferry fera 4 traversées par nuit et transportera jusqu’à 120 passagers à chaque fois. ${cut} Les habitants de l’île ont réuni plus de 3 000 signatures pour demander son retour.`,
          },
        ],
      },
    },
  });
}

const isJudging = (request: ChatRequest) => request.messages[0]!.content.includes('fact-checking editor');
/** The model's judgement of the sentences the rules let through: each one supported. */
function judgeAllSupported(request: ChatRequest) {
  const { sentences } = JSON.parse(request.messages[1]!.content) as { sentences: Array<{ n: number }> };
  return { content: JSON.stringify({ verdicts: sentences.map(({ n }) => ({ n, supported: true })) }) };
}

const isRewrite = (request: ChatRequest) => request.messages[1]!.content.includes('"rewrite"');

describe.each(testDatabaseKinds())('the accuracy check before publishing, on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let model: ModelServer;
  let sourceId: number;
  let counter = 0;

  /** A story composed from one report and saved as the clustering job saves it, with the given check. */
  const saveStory = async (title: string, check?: CheckAccuracy) => {
    counter++;
    const [item] = await handle.db
      .insert(feedItems)
      .values({
        sourceId,
        url: `https://ellery-gazette.example/news/${counter}`,
        title,
        feedText: FERRY_TEXT,
        state: 'read',
        publishedAt: new Date(AT.getTime() - counter * 60_000),
        language: 'en',
        categories: ['Transport'],
      })
      .returning({ id: feedItems.id });
    const rows = await selectReportRows(handle.db, eq(feedItems.id, item!.id));
    const story = composeStory(await loadStoryReports(handle.db, rows))!;
    const articleId = (await saveNewStory(handle.db, { ...story, slug: `ferry-${counter}` }, AT, check))!;
    return { articleId, story };
  };

  const checksOf = (articleId: number, language: string) =>
    handle.db
      .select({ outcome: textChecks.outcome, method: textChecks.method, problems: textChecks.problems })
      .from(textChecks)
      .where(and(eq(textChecks.articleId, articleId), eq(textChecks.language, language)))
      .orderBy(textChecks.id);

  /** Runs the translation job as a pass's worker does, with the scripted model. */
  const translate = async (articleId: number, language: 'fr') => {
    const modelFor = testModel(model.baseUrl, 100);
    const context = {
      db: handle.db,
      logger: createLogger('silent'),
      now: () => AT,
      queue: { send: () => Promise.resolve(true) },
      tally: { add: () => Promise.resolve() },
      modelFor: () => modelFor(),
    } as unknown as PipelineContext;
    await translateArticleJob.run({ articleId, language, runId: undefined }, context, {
      number: 1,
      isLast: true,
    });
  };

  /** Holds a model's text of one sentence (its headline, summary and content) for an editor, as a check would. */
  const holdModelText = (
    articleId: number,
    made: Pick<TextToHold, 'language' | 'textKind' | 'model' | 'sourceLanguage'> & { text: string },
  ) => {
    const { text, ...how } = made;
    return holdText(
      handle.db,
      {
        articleId,
        ...how,
        title: text,
        summary: text,
        content: text,
        promptVersion: '1',
        checkId: null,
        failing: { sentence: text, reason: 'planted' },
      },
      AT,
    );
  };

  const newsList = async () =>
    (await (await app.request('/api/news?language=en&limit=50')).json()) as Array<{ slug: string }>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    model = await startModelServer(() => ({ status: 500 }));
    const [source] = await handle.db
      .insert(sources)
      .values({
        name: 'Ellery Gazette',
        feedUrl: 'https://ellery-gazette.example/rss',
        language: 'en',
        country: 'nz',
        trustLevel: 'high',
      })
      .returning({ id: sources.id });
    sourceId = source!.id;
  });
  afterAll(async () => {
    await model?.close();
    await handle?.close();
  });

  it('stores a passing check with an extractive story, by the rules', async () => {
    const { articleId } = await saveStory(FERRY_TITLE);
    expect(await checksOf(articleId, 'en')).toEqual([
      { outcome: 'published', method: 'rules', problems: [] },
    ]);
    const [text] = await handle.db
      .select({ origin: articleTranslations.origin })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, articleId));
    expect(text).toEqual({ origin: 'original' });
  });

  it('composes an extractive story again without its failing sentence, and checks it again', async () => {
    const dropped = 'The ferry will make 4 crossings a night and carry up to 120 passengers on each.';
    const { articleId, story } = await saveStory(
      'Wren Island ferry vote',
      failing(() => dropped),
    );
    expect(story.summary).toContain(dropped);
    const [text] = await handle.db
      .select({ summary: articleTranslations.summary })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, articleId));
    expect(text!.summary).not.toContain(dropped);
    expect(text!.summary).not.toBe('');
    expect((await checksOf(articleId, 'en')).map((c) => c.outcome)).toEqual(['rewritten', 'published']);
  });

  it('holds a story whose text fails twice, keeps it out of every list and page, and an editor publishes it', async () => {
    // Its headline is the failing sentence: without a model it cannot be rewritten.
    const { articleId } = await saveStory(
      'Ferry returns with 900 passengers',
      failing((t) => t.title),
    );
    expect((await checksOf(articleId, 'en')).map((c) => c.outcome)).toEqual(['held']);
    const [article] = await handle.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(eq(articles.id, articleId));
    expect(
      await handle.db.select().from(articleTranslations).where(eq(articleTranslations.articleId, articleId)),
    ).toEqual([]);
    expect((await newsList()).map((a) => a.slug)).not.toContain(article!.slug);
    expect((await app.request(`/api/news/${article!.slug}?language=en`)).status).toBe(404);
    // The article page reads it as the server renders it: no page.
    expect(await getArticlePage(handle.db, article!.slug, 'en')).toBeNull();

    const list = (await (
      await app.request('/api/admin/held-texts', { headers: { Authorization: adminAuthHeader() } })
    ).json()) as HeldTextList;
    const held = list.texts.find((t) => t.articleId === articleId)!;
    expect(held).toMatchObject({
      language: 'en',
      textKind: 'original',
      title: 'Ferry returns with 900 passengers',
      failingSentence: 'Ferry returns with 900 passengers',
      reason: 'planted: no report says it',
      model: null,
    });
    // Editors only.
    expect(
      (
        await app.request(`/api/admin/held-texts/${held.id}/publish`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
          body: '{}',
        })
      ).status,
    ).toBe(401);

    const before = await figuresSinceAt(handle.db);
    const published = await app.request(`/api/admin/held-texts/${held.id}/publish`, {
      method: 'POST',
      headers: adminJsonHeaders(),
      body: '{}',
    });
    expect(published.status).toBe(200);
    expect((await published.json()) as PublishedHeldText).toEqual({
      articleId,
      slug: article!.slug,
      language: 'en',
    });
    expect((await newsList()).map((a) => a.slug)).toContain(article!.slug);
    expect((await app.request(`/api/news/${article!.slug}?language=en`)).status).toBe(200);
    expect(await getArticlePage(handle.db, article!.slug, 'en')).not.toBeNull();
    const [text] = await handle.db
      .select({ origin: articleTranslations.origin, title: articleTranslations.title })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, articleId));
    // Published as it is: still the machine's text; its check says an editor published it over the check.
    expect(text).toEqual({ origin: 'original', title: 'Ferry returns with 900 passengers' });
    expect((await checksOf(articleId, 'en')).map((c) => c.outcome)).toEqual(['overruled']);
    expect(await handle.db.select().from(heldTexts).where(eq(heldTexts.articleId, articleId))).toEqual([]);
    // The figures: no longer held, no check more, and its failed headline still counts as unsupported.
    const after = await figuresSinceAt(handle.db);
    expect(after).toMatchObject({
      textsChecked: before.textsChecked,
      textsHeld: before.textsHeld - 1,
      sentencesChecked: before.sentencesChecked,
      sentencesSupported: before.sentencesSupported,
    });
  });

  it("checks an editor's correction of a held story again by the rules, and says when it still fails", async () => {
    const held = async (title: string) => {
      const { articleId } = await saveStory(
        title,
        failing((t) => t.title),
      );
      const [row] = await handle.db
        .select({ id: heldTexts.id })
        .from(heldTexts)
        .where(eq(heldTexts.articleId, articleId));
      return { articleId, heldId: row!.id };
    };
    const correct = (heldId: number, edit: { title?: string; summary?: string }) =>
      app.request(`/api/admin/held-texts/${heldId}/publish`, {
        method: 'POST',
        headers: adminJsonHeaders(),
        body: JSON.stringify(edit),
      });

    // Its headline corrected to what the report says: the rules find every sentence supported.
    const fixed = await held('Ferry brings 900 passengers a night');
    const before = await figuresSinceAt(handle.db);
    expect((await correct(fixed.heldId, { title: FERRY_TITLE })).status).toBe(200);
    const fixedChecks = await checksOf(fixed.articleId, 'en');
    expect(fixedChecks.map((c) => [c.outcome, c.method])).toEqual([
      ['rewritten', 'rules'],
      ['published', 'rules'],
    ]);
    expect(fixedChecks[1]!.problems).toEqual([]);
    const after = await figuresSinceAt(handle.db);
    expect(after.textsHeld).toBe(before.textsHeld - 1);
    expect(after.textsChecked).toBe(before.textsChecked + 1);

    // A correction that says what no report says (900 seats): published over its failed check.
    const unfixed = await held('Night ferry timetable for Wren Island');
    const summary = 'The night ferry returns with 900 seats.';
    expect((await correct(unfixed.heldId, { summary })).status).toBe(200);
    const unfixedChecks = await checksOf(unfixed.articleId, 'en');
    expect(unfixedChecks.map((c) => [c.outcome, c.method])).toEqual([
      ['rewritten', 'rules'],
      ['overruled', 'rules'],
    ]);
    expect(unfixedChecks[1]!.problems).toEqual([
      { sentence: summary, reason: 'the number 900 is in no report' },
    ]);
  });

  it('rewrites a translation with a changed number once, told which sentence and why', async () => {
    const { articleId } = await saveStory('Port Ellery restores the night ferry');
    model.script = (request) =>
      isJudging(request) ? judgeAllSupported(request) : { content: french(isRewrite(request) ? 120 : 150) };
    await translate(articleId, 'fr');
    const checks = await checksOf(articleId, 'fr');
    expect(checks.map((c) => [c.outcome, c.method])).toEqual([
      ['rewritten', 'model'],
      ['published', 'model'],
    ]);
    expect(checks[0]!.problems[0]!.sentence).toContain('150');
    // The rewrite was told the sentence and why.
    const rewrite = model.requests.find((r) => !isJudging(r) && isRewrite(r))!;
    expect(rewrite.messages[1]!.content).toContain(checks[0]!.problems[0]!.reason.replaceAll('"', '\\"'));
    const [text] = await handle.db
      .select({ summary: articleTranslations.summary, origin: articleTranslations.origin })
      .from(articleTranslations)
      .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.language, 'fr')));
    expect(text!.origin).toBe('machine');
    expect(text!.summary).toContain('jusqu’à 120 passagers');
    expect(text!.summary).not.toContain('150');
  });

  it('holds a translation that fails twice: the language stays untranslated, the original is read', async () => {
    const { articleId } = await saveStory('Night crossings to Wren Island');
    model.requests.length = 0;
    model.script = (request) => (isJudging(request) ? judgeAllSupported(request) : { content: french(150) });
    await translate(articleId, 'fr');
    expect((await checksOf(articleId, 'fr')).map((c) => c.outcome)).toEqual(['rewritten', 'held']);
    const [held] = await handle.db
      .select({
        failingSentence: heldTexts.failingSentence,
        reason: heldTexts.reason,
        model: heldTexts.model,
      })
      .from(heldTexts)
      .where(eq(heldTexts.articleId, articleId));
    expect(held!.failingSentence).toContain('150');
    expect(held!.reason).toMatch(/150/);
    expect(held!.model).toBe('translator-1');
    const [frenchText] = await handle.db
      .select({ id: articleTranslations.id })
      .from(articleTranslations)
      .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.language, 'fr')));
    expect(frenchText).toBeUndefined();
    // A later pass does not ask again while the editor has it.
    const asked = model.requests.length;
    await translate(articleId, 'fr');
    expect(model.requests.length).toBe(asked);

    // The editor corrects the summary and publishes: the text is theirs now.
    const [{ id }] = (await handle.db
      .select({ id: heldTexts.id })
      .from(heldTexts)
      .where(eq(heldTexts.articleId, articleId))) as [{ id: number }];
    const summary = 'Le ferry fera 4 traversées par nuit et transportera jusqu’à 120 passagers.';
    const published = await app.request(`/api/admin/held-texts/${id}/publish`, {
      method: 'POST',
      headers: adminJsonHeaders(),
      body: JSON.stringify({ summary }),
    });
    expect(published.status).toBe(200);
    const [text] = await handle.db
      .select({
        summary: articleTranslations.summary,
        origin: articleTranslations.origin,
        model: articleTranslations.model,
      })
      .from(articleTranslations)
      .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.language, 'fr')));
    expect(text).toEqual({ summary, origin: 'edited', model: 'translator-1' });
    // The held translation was rewritten by the editor, and the rules find the correction supported by its
    // source text and the reports.
    expect((await checksOf(articleId, 'fr')).map((c) => [c.outcome, c.method, c.problems.length])).toEqual([
      ['rewritten', 'model', 1],
      ['rewritten', 'model', 1],
      ['published', 'rules', 0],
    ]);
  });

  it('discards a held story with its article, and a held translation alone', async () => {
    const { articleId } = await saveStory(
      'Ferry carries 700 people',
      failing((t) => t.title),
    );
    const [held] = await handle.db
      .select({ id: heldTexts.id })
      .from(heldTexts)
      .where(eq(heldTexts.articleId, articleId));
    const discard = (heldId: number) =>
      app.request(`/api/admin/held-texts/${heldId}`, { method: 'DELETE', headers: adminJsonHeaders() });
    expect((await discard(held!.id)).status).toBe(204);
    expect(await handle.db.select().from(articles).where(eq(articles.id, articleId))).toEqual([]);
    expect((await discard(held!.id)).status).toBe(404);

    const story = await saveStory('Wren Island crossings');
    model.script = (request) => (isJudging(request) ? judgeAllSupported(request) : { content: french(150) });
    await translate(story.articleId, 'fr');
    const [translation] = await handle.db
      .select({ id: heldTexts.id })
      .from(heldTexts)
      .where(eq(heldTexts.articleId, story.articleId));
    expect((await discard(translation!.id)).status).toBe(204);
    expect(await handle.db.select().from(heldTexts).where(eq(heldTexts.articleId, story.articleId))).toEqual(
      [],
    );
    const languages = await handle.db
      .select({ language: articleTranslations.language })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, story.articleId));
    expect(languages).toEqual([{ language: 'en' }]);
  });

  it("keeps an editor's discard: no later pass translates the language again, nor writes the story again", async () => {
    const discard = (heldId: number) =>
      app.request(`/api/admin/held-texts/${heldId}`, { method: 'DELETE', headers: adminJsonHeaders() });
    const heldIdOf = async (articleId: number) => {
      const [row] = await handle.db
        .select({ id: heldTexts.id })
        .from(heldTexts)
        .where(eq(heldTexts.articleId, articleId));
      return row!.id;
    };
    const sent: Array<{ name: string; data: { articleId: number; language?: string } }> = [];
    const queue = {
      send: (name: string, data: unknown) => {
        sent.push({ name, data: data as { articleId: number; language?: string } });
        return Promise.resolve(true);
      },
      drain: () => Promise.resolve(),
    };

    // A translation the editor discarded.
    const story = await saveStory('Wren Island ferry timetable');
    model.script = (request) => (isJudging(request) ? judgeAllSupported(request) : { content: french(150) });
    await translate(story.articleId, 'fr');
    expect((await discard(await heldIdOf(story.articleId))).status).toBe(204);
    const parked = await handle.db
      .select({
        task: parkedModelWork.task,
        language: parkedModelWork.language,
        reason: parkedModelWork.reason,
      })
      .from(parkedModelWork)
      .where(eq(parkedModelWork.articleId, story.articleId));
    expect(parked).toEqual([{ task: 'translate', language: 'fr', reason: DISCARDED_BY_AN_EDITOR }]);
    // "Translate missing" and a pass (in process or on the workers: both choose the work so) ask for every
    // other language, not French.
    await queueMissingTranslations(handle.db, queue, { writtenOnly: false, articleIds: [story.articleId] });
    const asked = sent.map((s) => s.data.language);
    expect(asked).toContain('de');
    expect(asked).not.toContain('fr');
    // A translation job sent before the discard does not make it either.
    const requests = model.requests.length;
    await translate(story.articleId, 'fr');
    expect(model.requests.length).toBe(requests);
    const languages = await handle.db
      .select({ language: articleTranslations.language })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, story.articleId));
    expect(languages).toEqual([{ language: 'en' }]);

    // A story the model wrote, held, and discarded: the extractive text stays, and the backlog skips it.
    const written = await saveStory('Wren Island ferry crews');
    await holdModelText(written.articleId, {
      language: 'en',
      textKind: 'original',
      text: 'The ferry crews went on strike.',
      model: 'writer-1',
      sourceLanguage: null,
    });
    expect((await discard(await heldIdOf(written.articleId))).status).toBe(204);
    sent.length = 0;
    const canWork = { canWork: () => true } as unknown as LanguageModel;
    await workThroughBacklog(handle.db, queue as unknown as InProcessQueue<PipelineContext>, canWork);
    const toWrite = sent.filter((s) => s.name === 'write-story').map((s) => s.data.articleId);
    // Another story still waiting to be written is: the backlog ran.
    expect(toWrite).toContain(story.articleId);
    expect(toWrite).not.toContain(written.articleId);
  });

  it('keeps the checks of a merged story, and a text it held, with the story it is merged into', async () => {
    const later = await saveStory('Wren Island ferry: the vote');
    const earlier = await saveStory('Wren Island ferry: the crossings');
    await holdModelText(later.articleId, {
      language: 'fr',
      textKind: 'translation',
      text: 'Le ferry revient.',
      model: 'translator-1',
      sourceLanguage: 'en',
    });
    const merged = await mergeStories(handle.db, later.articleId, earlier.articleId, AT);
    // The story published first survives.
    expect(merged?.survivor).toBe(earlier.articleId);
    expect((await checksOf(earlier.articleId, 'en')).map((c) => c.outcome)).toEqual([
      'published',
      'published',
    ]);
    const held = await handle.db
      .select({ articleId: heldTexts.articleId, language: heldTexts.language })
      .from(heldTexts)
      .where(eq(heldTexts.summary, 'Le ferry revient.'));
    expect(held).toEqual([{ articleId: earlier.articleId, language: 'fr' }]);
  });

  it('has a check row for every text it published', async () => {
    const unchecked = await handle.db
      .select({ articleId: articleTranslations.articleId, language: articleTranslations.language })
      .from(articleTranslations)
      .where(
        sql`not exists (select 1 from ${textChecks} c where c.article_id = ${articleTranslations.articleId} and c.language = ${articleTranslations.language})`,
      );
    expect(unchecked).toEqual([]);
    expect(await handle.db.select({ id: articleTranslations.id }).from(articleTranslations)).not.toHaveLength(
      0,
    );
  });
});
