import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES } from '../../../common/categories.ts';
import { LANGUAGE_ENTRIES } from '../../../common/languages.ts';
import { SourceInputSchema, type SourceInput } from '../../../common/contracts/sources.ts';
import { ACCESS_TYPES, TRUST_LEVELS } from '../../../common/contracts/article.ts';
import { Button } from '../../ui/button.tsx';
import { FieldError } from '../../ui/field-error.tsx';
import { Input, Label } from '../../ui/input.tsx';
import { ADMIN_TEXT } from './admin-texts.ts';

const S = ADMIN_TEXT.sources;
const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900';

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
 * The form of a source, checked with the API's own schema. `onSubmit` saves and may throw; a feed that is
 * already a source comes back as `duplicate` and is shown on the feed field, and nothing typed is lost.
 */
export function SourceForm({
  initialValues,
  title,
  onSubmit,
  onCancel,
}: {
  initialValues: SourceFormValues;
  title: string;
  onSubmit: (values: SourceInput) => Promise<'saved' | 'duplicate'>;
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
  const describedBy = (id: string, has: boolean) =>
    has ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
  const submit = handleSubmit(async (values) => {
    if ((await onSubmit(values)) === 'duplicate') setError('feedUrl', { message: S.duplicate });
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
        <div className="space-y-1.5">
          <Label htmlFor="source-name">{S.name}</Label>
          <Input
            id="source-name"
            {...register('name')}
            {...describedBy('source-name-error', Boolean(errors.name))}
          />
          <FieldError id="source-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="source-feed">{S.feedUrl}</Label>
          <Input
            id="source-feed"
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register('feedUrl')}
            {...describedBy('source-feed-error', Boolean(errors.feedUrl))}
          />
          <FieldError id="source-feed-error" message={errors.feedUrl?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="source-site">{S.siteUrl}</Label>
          <Input
            id="source-site"
            type="url"
            inputMode="url"
            {...register('siteUrl')}
            {...describedBy('source-site-error', Boolean(errors.siteUrl))}
          />
          <FieldError id="source-site-error" message={errors.siteUrl?.message} />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="source-language">{S.language}</Label>
            <select id="source-language" className={SELECT} {...register('language')}>
              <option value="detect">{S.detect}</option>
              {LANGUAGE_ENTRIES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name} ({l.code})
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="source-country">{S.country}</Label>
            <Input
              id="source-country"
              maxLength={2}
              autoComplete="off"
              placeholder="KR"
              {...register('country')}
              {...describedBy('source-country-error', Boolean(errors.country))}
            />
            <FieldError id="source-country-error" message={errors.country?.message} />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="space-y-1.5">
            <Label htmlFor="source-trust">{S.trust}</Label>
            <select id="source-trust" className={SELECT} {...register('trustLevel')}>
              {TRUST_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {S.trustLevels[level]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="source-access">{S.access}</Label>
            <select id="source-access" className={SELECT} {...register('accessType')}>
              {ACCESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {S.accessTypes[type]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="source-section">{S.section}</Label>
          <select
            id="source-section"
            className={SELECT}
            aria-describedby="source-section-hint"
            {...register('section')}
          >
            <option value="">{S.sections['']}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {S.sections[category]}
              </option>
            ))}
          </select>
          <p id="source-section-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {S.sectionHint}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...register('enabled')} /> {S.enabled}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {S.save}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {S.cancel}
        </Button>
      </div>
    </form>
  );
}
