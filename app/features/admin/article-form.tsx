import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { ImagePlus, Plus, Trash2 } from './admin-icons.ts';
import { useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { ADMIN_CATEGORIES } from '#common/categories.ts';
import { isCountryCode } from '#common/countries.ts';
import { LANGUAGE_ENTRIES, LANGUAGES, type Language } from '#common/languages.ts';
import { RASTER_MEDIA_TYPES } from '#common/media/image-uploads.ts';
import { ApiError } from '../../lib/api/request.ts';
import { displayNames } from '../../lib/intl-cache.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FieldError, FieldHint, fieldAria, SelectField, TextareaField } from '../../ui/field.tsx';
import { ADMIN_TEXT } from './admin-texts.ts';
import { ArticleFormSchema, formFieldOf, type ArticleFormValues } from './article-form-values.ts';
import { readImageFile } from './read-image-file.ts';

const T = ADMIN_TEXT.form;

/** The picture change an edit sends: a new data URL, null to remove the picture, undefined to keep it. */
export type ThumbnailChange = string | null | undefined;

/** What a screen tells the form after saving. */
export interface ArticleFormControls {
  /** Shows a refused save on the field it is about: the server's words, or the Korean text of a taken slug. */
  showRefusal: (error: unknown) => void;
  /** Starts the form over, as a new article's. */
  reset: () => void;
}

/** The server's message without the field it starts with ("article.country: …"), the field saying it already. */
const withoutField = (message: string, field: string) =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

/**
 * The article form of the spec (labels in Korean): slug, category, country, reading time, original URL, picture
 * with preview, and translation rows (first English; "add translation" adds Korean, or the next free language).
 * `onSubmit` saves; it may throw, and the form is then kept as it is.
 */
export function ArticleForm({
  mode,
  initialValues,
  currentImage,
  onSubmit,
  formKey,
}: {
  mode: 'create' | 'edit';
  initialValues: ArticleFormValues;
  currentImage?: string | null;
  onSubmit: (
    values: ArticleFormValues,
    thumbnail: ThumbnailChange,
    form: ArticleFormControls,
  ) => Promise<void>;
  formKey?: string;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFormValues>({
    resolver: standardSchemaResolver(ArticleFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'translations' });
  const [thumbnail, setThumbnail] = useState<ThumbnailChange>(undefined);
  // The file input keeps its chosen file on its own: it is emptied with the picture, or it would show a
  // file that is no longer sent (and choosing the same file again would fire no change).
  const fileInput = useRef<HTMLInputElement>(null);
  const clearThumbnail = (next: ThumbnailChange) => {
    setThumbnail(next);
    if (fileInput.current) fileInput.current.value = '';
  };
  const [imageError, setImageError] = useState<string | null>(null);
  const rows = watch('translations');
  const used = rows.map((r) => r.language);
  const category = watch('category');
  const country = watch('country').trim().toUpperCase();
  const countryName = isCountryCode(country) ? displayNames('ko', { type: 'region' }).of(country) : undefined;
  const categories: readonly string[] =
    category && !(ADMIN_CATEGORIES as readonly string[]).includes(category)
      ? [...ADMIN_CATEGORIES, category]
      : ADMIN_CATEGORIES;

  const preview =
    typeof thumbnail === 'string' ? thumbnail : thumbnail === null ? null : (currentImage ?? null);
  const nextLanguage = (): Language =>
    used.includes('ko') ? (LANGUAGES.find((l) => !used.includes(l)) ?? 'ko') : 'ko';

  const showRefusal = (error: unknown, values: ArticleFormValues) => {
    if (!(error instanceof ApiError) || !error.field || !error.reason) return;
    if (error.status === 409 && error.field === 'article.slug') {
      setError('slug', { message: ADMIN_TEXT.errors.slugTaken });
      return;
    }
    const field = formFieldOf(error.field, values);
    if (!field) return;
    const message = withoutField(error.reason, error.field);
    if (field === 'thumbnail') setImageError(message);
    else setError(field, { message }, { shouldFocus: true });
  };

  const submit = handleSubmit(async (values) => {
    setImageError(null);
    await onSubmit(values, mode === 'create' ? (thumbnail ?? null) : thumbnail, {
      showRefusal: (error) => showRefusal(error, values),
      reset: () => {
        reset(initialValues);
        clearThumbnail(undefined);
        setImageError(null);
      },
    });
  });

  const rowErrors =
    (errors.translations as unknown as
      Array<FieldErrors<ArticleFormValues['translations'][number]>> | undefined) ?? [];

  return (
    <form
      key={formKey}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-8"
      aria-label={mode === 'create' ? T.createTitle : T.editTitle}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          id="slug"
          label={T.slug}
          hint={T.slugHint}
          error={errors.slug?.message}
          autoComplete="off"
          {...register('slug')}
        />
        <SelectField
          id="category"
          label={T.category}
          error={errors.category?.message}
          {...register('category')}
        >
          <option value="">{T.categoryPlaceholder}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <Field
          id="country"
          label={T.country}
          hint={
            <>
              {T.countryHint}
              {countryName && <span data-testid="country-name"> · {T.countryName(countryName)}</span>}
            </>
          }
          error={errors.country?.message}
          maxLength={2}
          autoComplete="off"
          className="uppercase"
          {...register('country')}
        />
        <Field
          id="readingTime"
          label={T.readingTime}
          error={errors.readingTime?.message}
          type="number"
          min={1}
          max={30}
          step={1}
          {...register('readingTime', { valueAsNumber: true })}
        />
        <Field
          id="originalUrl"
          label={T.originalUrl}
          error={errors.originalUrl?.message}
          wrapperClassName="md:col-span-2"
          type="url"
          inputMode="url"
          {...register('originalUrl')}
        />
        <label className="flex items-center gap-2 text-sm font-medium md:col-span-2">
          <input type="checkbox" className="size-4" {...register('isBreaking')} />
          {T.breaking}
        </label>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{T.thumbnail}</legend>
        <div className="flex flex-wrap items-start gap-4">
          <div className="aspect-video w-60 overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
            {preview ? (
              <img
                src={preview}
                alt=""
                className="size-full object-cover"
                data-testid="thumbnail-preview"
                onError={() => {
                  // A chosen file with a picture's first bytes that the browser still cannot draw: no broken
                  // preview, and nothing sent.
                  if (typeof thumbnail !== 'string') return;
                  clearThumbnail(undefined);
                  setImageError(ADMIN_TEXT.errors.imageUnreadable);
                }}
              />
            ) : (
              <div className="flex size-full items-center justify-center text-slate-400">
                <ImagePlus className="size-8" aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="space-y-2">
            <label htmlFor="thumbnail" className="sr-only">
              {T.thumbnail}
            </label>
            <input
              ref={fileInput}
              id="thumbnail"
              type="file"
              accept={RASTER_MEDIA_TYPES.join(',')}
              {...fieldAria('thumbnail', { hint: T.thumbnailHint, error: imageError ?? undefined })}
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                const result = await readImageFile(file);
                if ('error' in result) {
                  // What the form shows is what it sends: a refused file takes an earlier choice with it.
                  setImageError(result.error);
                  clearThumbnail(undefined);
                } else {
                  setImageError(null);
                  setThumbnail(result.dataUrl);
                }
              }}
              className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 dark:file:bg-slate-800"
            />
            <FieldHint controlId="thumbnail" hint={T.thumbnailHint} />
            <FieldError controlId="thumbnail" message={imageError ?? undefined} />
            {preview && (
              <Button type="button" variant="ghost" size="sm" onClick={() => clearThumbnail(null)}>
                <Trash2 aria-hidden="true" /> {T.removeThumbnail}
              </Button>
            )}
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{T.translations}</legend>
        <FieldError
          controlId="translations"
          message={(errors.translations as { message?: string } | undefined)?.message}
        />
        {fields.map((field, index) => {
          const rowError = rowErrors[index];
          const id = (name: string) => `translations-${index}-${name}`;
          return (
            <div
              key={field.id}
              className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              data-testid="translation-row"
            >
              <div className="flex flex-wrap items-end gap-3">
                <SelectField
                  id={id('language')}
                  label={T.language}
                  narrow
                  {...register(`translations.${index}.language`)}
                >
                  {LANGUAGE_ENTRIES.map((l) => (
                    <option
                      key={l.code}
                      value={l.code}
                      disabled={l.code !== rows[index]?.language && used.includes(l.code)}
                    >
                      {l.flag} {l.name} ({l.code})
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  id={id('origin')}
                  label={T.origin}
                  hint={rows[index]?.madeBy && `${T.madeBy}: ${rows[index].madeBy}`}
                  narrow
                  {...register(`translations.${index}.origin`)}
                >
                  {(['', 'original', 'machine', 'edited'] as const)
                    .filter((o) => o !== '' || !rows[index]?.initialOrigin)
                    .map((o) => (
                      <option key={o} value={o}>
                        {T.origins[o]}
                      </option>
                    ))}
                </SelectField>
                {fields.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" /> {T.removeTranslation}
                  </Button>
                )}
              </div>
              <Field
                id={id('title')}
                label={T.title}
                error={rowError?.title?.message}
                {...register(`translations.${index}.title`)}
              />
              <TextareaField
                id={id('summary')}
                label={T.summary}
                error={rowError?.summary?.message}
                rows={3}
                short
                {...register(`translations.${index}.summary`)}
              />
              <TextareaField
                id={id('content')}
                label={T.content}
                error={rowError?.content?.message}
                rows={8}
                {...register(`translations.${index}.content`)}
              />
            </div>
          );
        })}
        {fields.length < LANGUAGES.length && (
          <Button
            type="button"
            variant="outline"
            onClick={() => append({ language: nextLanguage(), title: '', summary: '', content: '' })}
          >
            <Plus aria-hidden="true" /> {T.addTranslation}
          </Button>
        )}
      </fieldset>

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? T.pending : mode === 'create' ? T.submitCreate : T.submitEdit}
      </Button>
    </form>
  );
}
