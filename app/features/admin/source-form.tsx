import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES } from '#common/categories.ts';
import { LANGUAGE_ENTRIES } from '#common/languages.ts';
import { SourceInputSchema, type SourceInput } from '#common/contracts/sources.ts';
import { ACCESS_TYPES, TRUST_LEVELS } from '#common/contracts/article.ts';
import { Button } from '../../ui/button.tsx';
import { Field, SelectField } from '../../ui/field.tsx';
import { ADMIN_TEXT } from './admin-texts.ts';

const S = ADMIN_TEXT.sources;
const F = ADMIN_TEXT.sourceFeedCheck;

/** What saving a source came to: saved, or its feed refused with the server's reason (no feed, a duplicate…). */
export type SourceSaveOutcome = 'saved' | { feedRefused: string };

export type SourceFormValues = z.input<typeof SourceInputSchema>;

export const EMPTY_SOURCE: SourceFormValues = {
  name: '',
  feedUrl: '',
  siteUrl: '',
  language: 'detect',
  country: '',
  trustLevel: 'medium',
  accessType: 'free',
  section: '',
  enabled: true,
};

/**
 * The form of a source, checked with the API's own schema. `onSubmit` saves and may throw; the server fetches
 * the feed first, and a feed it refuses (no answer, no feed, too large, already a source) comes back with its
 * reason, shown on the feed field, and nothing typed is lost.
 */
export function SourceForm({
  initialValues,
  title,
  onSubmit,
  onCancel,
}: {
  initialValues: SourceFormValues;
  title: string;
  onSubmit: (values: SourceInput) => Promise<SourceSaveOutcome>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SourceFormValues, unknown, SourceInput>({
    resolver: standardSchemaResolver(SourceInputSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    const outcome = await onSubmit(values);
    if (outcome !== 'saved') setError('feedUrl', { message: outcome.feedRefused }, { shouldFocus: true });
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={title}
      className="space-y-5 rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="source-name" label={S.name} error={errors.name?.message} {...register('name')} />
        <Field
          id="source-feed"
          label={S.feedUrl}
          hint={F.hint}
          error={errors.feedUrl?.message}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...register('feedUrl')}
        />
        <Field
          id="source-site"
          label={S.siteUrl}
          error={errors.siteUrl?.message}
          type="url"
          inputMode="url"
          {...register('siteUrl')}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectField id="source-language" label={S.language} {...register('language')}>
            <option value="detect">{S.detect}</option>
            {LANGUAGE_ENTRIES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name} ({l.code})
              </option>
            ))}
          </SelectField>
          <Field
            id="source-country"
            label={S.country}
            error={errors.country?.message}
            maxLength={2}
            autoComplete="off"
            placeholder="KR"
            {...register('country')}
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <SelectField id="source-trust" label={S.trust} {...register('trustLevel')}>
            {TRUST_LEVELS.map((level) => (
              <option key={level} value={level}>
                {S.trustLevels[level]}
              </option>
            ))}
          </SelectField>
          <SelectField id="source-access" label={S.access} {...register('accessType')}>
            {ACCESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {S.accessTypes[type]}
              </option>
            ))}
          </SelectField>
        </div>
        <SelectField id="source-section" label={S.section} hint={S.sectionHint} {...register('section')}>
          <option value="">{S.sections['']}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {S.sections[category]}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...register('enabled')} /> {S.enabled}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? F.checking : S.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {S.cancel}
        </Button>
      </div>
    </form>
  );
}
