import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from '#tests/helpers/model-server.ts';
import { testModel } from '#tests/helpers/test-model.ts';
import { checkPlantedSet, plantedJudgeScript, plantedStories } from './fixtures/planted-set.ts';

describe('the planted errors', () => {
  it('are at least 40, of every kind, in at least seven languages', () => {
    const corrupted = plantedStories.flatMap((s) => s.corrupted.map((c) => ({ ...c, language: s.language })));
    expect(corrupted.length).toBeGreaterThanOrEqual(40);
    expect(new Set(corrupted.map((c) => c.kind))).toEqual(
      new Set(['number', 'name', 'quotation', 'negation', 'date', 'place']),
    );
    expect(new Set(corrupted.map((c) => c.language))).toEqual(
      new Set(['en', 'ko', 'ja', 'es', 'de', 'fr', 'hi']),
    );
  });

  it('are caught by the rules alone, 90% at least, and no correct summary is held', async () => {
    const results = await checkPlantedSet(null);
    const falseAlarms = results.filter((r) => r.kind === null && !r.passed);
    expect(falseAlarms).toEqual([]);
    const corrupted = results.filter((r) => r.kind !== null);
    const caught = corrupted.filter((r) => r.caught);
    expect(caught.length / corrupted.length).toBeGreaterThanOrEqual(0.9);
    // What the rules cannot see: in a translation, checked against reports in another language, a quotation,
    // a name or a place changed, or a claim negated (they are left to the model).
    expect(corrupted.filter((r) => !r.caught).map((r) => `${r.story} ${r.kind}`)).toEqual([
      'ko-ferry-translation quotation',
      'ko-ferry-translation negation',
      'es-ferry-translation name',
      'de-ferry-translation place',
    ]);
  });

  describe('with the test model judging sentences', () => {
    let server: ModelServer;
    beforeAll(async () => {
      server = await startModelServer(plantedJudgeScript);
    });
    afterAll(() => server.close());

    it('catches what the rules let through, in one request per text, and keeps correct summaries', async () => {
      const results = await checkPlantedSet(testModel(server.baseUrl, 1000)());
      expect(results.filter((r) => r.kind === null && !r.passed)).toEqual([]);
      expect(results.filter((r) => r.kind !== null && !r.caught)).toEqual([]);
      const negation = results.find((r) => r.story === 'ko-ferry-translation' && r.kind === 'negation')!;
      expect(negation.flagged).toEqual([
        { sentence: negation.changed, reason: 'The passages state the opposite.' },
      ]);
      expect(server.requests).toHaveLength(results.length);
      const asked = JSON.parse(server.requests[0]!.messages[1]!.content) as {
        sentences: Array<{ n: number; sentence: string; passages: string[] }>;
      };
      expect(asked.sentences[0]).toMatchObject({ n: 1, sentence: plantedStories[0]!.correct.title });
      expect(asked.sentences[0]!.passages.length).toBeGreaterThan(0);
    });
  });
});
