import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import {
  SITE_SETTING_KEYS,
  SiteSettingsFormSchema,
  formValuesOf,
  isLocalizedSetting,
  textIn,
  type AdminSiteSettings,
  type LocalizedSettingKey,
  type SiteSettingKey,
  type SiteSettings,
  type SiteSettingsFormValues,
} from '#common/contracts/site-settings.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_ENTRIES } from '#common/languages.ts';
import { z } from '#common/contracts/zod.ts';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure, toastSuccess } from '../../features/admin/admin-toasts.ts';
import { ScreenBody } from '../../features/admin/screen-body.tsx';
import { getSiteSettings, saveSiteSettings } from '../../lib/api/admin-settings.ts';
import { ApiError } from '../../lib/api/request.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { useRootData } from '../../lib/root-data.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import type { Route } from './+types/settings';

const T = ADMIN_TEXT.siteSettings;

/** The form's sections, each with its fields, in the order the site shows them. */
const SECTIONS: Array<{ title: string; keys: SiteSettingKey[] }> = [
  {
    title: T.about,
    keys: [
      'audience',
      'readerCountries',
      'contributorCountries',
      'yearsOfExperience',
      'accuracyClaim',
      'uptimeClaim',
    ],
  },
  { title: T.contact, keys: ['phone', 'address', 'hours'] },
  { title: T.social, keys: ['socialX', 'socialFacebook', 'socialInstagram', 'socialYoutube'] },
];

/** What the settings screen changes: the whole set of stored settings, saved at once. */
export const SettingsIntentSchema = z.object({
  intent: z.literal('save'),
  // The form checked them with the API's own schema; the server checks them again.
  settings: z.custom<SiteSettings>((value) => typeof value === 'object' && value !== null),
});
type SettingsIntent = z.infer<typeof SettingsIntentSchema>;

export function clientLoader() {
  return readScreenData(getSiteSettings());
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = await readIntent(request, SettingsIntentSchema);
  try {
    await saveSiteSettings(change.settings);
    toastSuccess(T.saved);
    return { outcome: 'saved' as const };
  } catch (error) {
    toastFailure(T.saveFailed, error);
    // A refused value comes back with its field, shown under it; what was typed stays in the form.
    const field = error instanceof ApiError ? error.field : undefined;
    return {
      outcome: 'failed' as const,
      field,
      reason: error instanceof ApiError ? error.reason : undefined,
    };
  }
}

export function HydrateFallback() {
  return <SettingsScreen state={{ status: 'loading' }} />;
}

/** /admin/settings: the facts the operator states about the site (About, contact, social links). */
export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen state={useShownState(loaderData)} />;
}

function SettingsScreen({ state }: { state: ScreenState<AdminSiteSettings> }) {
  const { reload } = useReload();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">{T.title}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{T.intro}</p>
      </header>
      <ScreenBody state={state} onRetry={reload}>
        {(settings) => <SettingsForm settings={settings} />}
      </ScreenBody>
    </div>
  );
}

/** The languages a localized setting may have a text of its own in, besides English. */
const OTHER_LANGUAGES = LANGUAGE_ENTRIES.filter(({ code }) => code !== DEFAULT_LANGUAGE);

/** Where a refusal of the server is shown: a localized setting's own refusal under its English field. */
function fieldOfRefusal(field: string | undefined): Path<SiteSettingsFormValues> | undefined {
  const key = field?.split('.')[0] as SiteSettingKey | undefined;
  if (!key || !SITE_SETTING_KEYS.includes(key)) return undefined;
  if (isLocalizedSetting(key) && field === key) return `${key}.${DEFAULT_LANGUAGE}`;
  return field as Path<SiteSettingsFormValues>;
}

function SettingsForm({ settings }: { settings: AdminSiteSettings }) {
  const { contactEmail } = useRootData();
  const { submitForResult } = useIntentFetcher<typeof clientAction>();
  const fixed = settings.fixedByEnvironment;
  const isFixed = (key: SiteSettingKey) => fixed[key] !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SiteSettingsFormValues, unknown, SiteSettings>({
    resolver: standardSchemaResolver(SiteSettingsFormSchema),
    defaultValues: formValuesOf(settings.stored),
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    // A setting the environment fixes keeps what was stored under it: it shows again once the environment lets go.
    const kept = Object.fromEntries(
      SITE_SETTING_KEYS.filter(isFixed).map((key) => [key, settings.stored[key]]),
    );
    const result = await submitForResult({
      intent: 'save',
      settings: { ...values, ...kept },
    } satisfies SettingsIntent);
    const field = result.outcome === 'failed' ? fieldOfRefusal(result.field) : undefined;
    if (result.outcome === 'failed' && field) {
      setError(field, { message: result.reason }, { shouldFocus: true });
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={T.title}
      className="space-y-6 rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900"
    >
      {SECTIONS.map(({ title, keys }) => (
        <fieldset key={title} className="space-y-4">
          <legend className="text-lg font-semibold">{title}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {keys.map((key) =>
              isFixed(key) ? (
                <Field
                  key={key}
                  id={`setting-${key}`}
                  label={T[key]}
                  hint={T.fixed}
                  value={isLocalizedSetting(key) ? textIn(fixed[key], DEFAULT_LANGUAGE) : fixed[key]}
                  readOnly
                />
              ) : isLocalizedSetting(key) ? (
                <LocalizedSettingField
                  key={key}
                  settingKey={key}
                  stored={settings.stored[key]}
                  register={register}
                  errors={errors}
                />
              ) : (
                <Field
                  key={key}
                  id={`setting-${key}`}
                  label={T[key]}
                  error={errors[key]?.message}
                  {...(key.startsWith('social')
                    ? { type: 'url', inputMode: 'url', placeholder: 'https://' }
                    : {})}
                  {...register(key)}
                />
              ),
            )}
          </div>
          {title === T.contact && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{T.email(contactEmail)}</p>
          )}
        </fieldset>
      ))}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? T.saving : T.save}
      </Button>
    </form>
  );
}

/**
 * A setting readers read in their language: the English text, shown in every language without its own, and
 * the other languages' texts behind a disclosure that says how many are set (opened by a refusal of one).
 */
function LocalizedSettingField({
  settingKey,
  stored,
  register,
  errors,
}: {
  settingKey: LocalizedSettingKey;
  stored: SiteSettings[LocalizedSettingKey];
  register: UseFormRegister<SiteSettingsFormValues>;
  errors: FieldErrors<SiteSettingsFormValues>;
}) {
  const error = errors[settingKey];
  const id = `setting-${settingKey}`;
  // How many languages have a text of their own as stored: the disclosure's title says it while closed.
  const ownTexts = OTHER_LANGUAGES.filter(({ code }) => typeof stored === 'object' && stored[code]).length;
  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={T[settingKey]}
        hint={T.englishEverywhere}
        error={error?.message ?? error?.[DEFAULT_LANGUAGE]?.message}
        {...register(`${settingKey}.${DEFAULT_LANGUAGE}`)}
      />
      <details
        open={OTHER_LANGUAGES.some(({ code }) => error?.[code])}
        className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700"
      >
        <summary className="cursor-pointer text-sm font-medium">{T.otherLanguages(ownTexts)}</summary>
        <div className="mt-3 space-y-3">
          {OTHER_LANGUAGES.map(({ code, name }) => (
            <Field
              key={code}
              id={`${id}-${code}`}
              lang={code}
              label={T.inLanguage(T[settingKey], name)}
              error={error?.[code]?.message}
              {...register(`${settingKey}.${code}`)}
            />
          ))}
        </div>
      </details>
    </div>
  );
}
