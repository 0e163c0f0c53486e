import { useState } from 'react';
import { Mail } from '../../ui/icons.tsx';
import type { InboxMessage, InboxPage } from '#common/contracts/admin-messages.ts';
import { CorrectionInputSchema } from '#common/contracts/corrections.ts';
import { LANGUAGE_ENTRIES, isLanguage } from '#common/languages.ts';
import { z } from '#common/contracts/zod.ts';
import { addCorrection, listInboxMessages, markMessage } from '../../lib/api/admin-messages.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextareaField } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure, toastSuccess } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import { NewTabLink } from '../../features/admin/new-tab-link.tsx';
import type { Route } from './+types/messages';

const I = ADMIN_TEXT.inbox;
const C = ADMIN_TEXT.corrections;

/**
 * What the inbox changes: a message marked handled, or not; a story corrected in answer to an error report
 * (which marks the report handled).
 */
export const MessagesIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('mark'), id: z.number().int(), handled: z.boolean() }),
  CorrectionInputSchema.extend({
    intent: z.literal('correct'),
    articleId: z.number().int(),
    reportId: z.number().int(),
  }),
]);
type MessagesIntent = z.infer<typeof MessagesIntentSchema>;

export function clientLoader() {
  return readScreenData(listInboxMessages({ pageSize: 100 }));
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = await readIntent(request, MessagesIntentSchema);
  if (change.intent === 'correct') {
    const { articleId, reportId, language, text } = change;
    try {
      await addCorrection(articleId, { language, text, reportId });
      toastSuccess(C.published);
      return { ok: true };
    } catch (error) {
      toastFailure(C.failure, error);
      return { ok: false };
    }
  }
  try {
    await markMessage(change.id, change.handled);
    return { ok: true };
  } catch {
    toastFailure(I.markFailure);
    return { ok: false };
  }
}

export function HydrateFallback() {
  return <Inbox state={{ status: 'loading' }} onRetry={() => undefined} />;
}

/** /admin/messages: what readers sent through the contact form and their error reports on stories, newest first. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { reload } = useReload();
  return <Inbox state={useShownState(loaderData)} onRetry={reload} />;
}

function Inbox({ state, onRetry }: { state: ScreenState<InboxPage>; onRetry: () => void }) {
  const data = state.status === 'ready' ? state.data : null;
  return (
    <section aria-labelledby="inbox-title" className="space-y-6">
      <h1 id="inbox-title" className="text-2xl font-bold">
        {I.title}
        {data && (
          <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-400">
            ({I.unhandled} {data.unhandled})
          </span>
        )}
      </h1>
      {state.status === 'failed' ? (
        <LoadFailed onRetry={onRetry} />
      ) : !data ? (
        <Spinner text={ADMIN_TEXT.list.loading} />
      ) : data.items.length === 0 ? (
        <p className="py-12 text-center text-slate-600 dark:text-slate-300">{I.empty}</p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((m) => (
            <MessageItem key={m.id} message={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageItem({ message: m }: { message: InboxMessage }) {
  const { submitIntent } = useIntentFetcher<typeof clientAction>();
  const mark = (handled: boolean) =>
    void submitIntent({ intent: 'mark', id: m.id, handled } satisfies MessagesIntent);
  return (
    <li
      className={`rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900 ${m.handledAt ? 'opacity-70' : ''}`}
      data-testid="inbox-message"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {m.kind === 'error-report' ? (
            <ReportedStory message={m} />
          ) : (
            <p className="font-semibold">{m.subject}</p>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[m.name, m.email && `<${m.email}>`].filter(Boolean).join(' ')}
            {m.name || m.email ? ' · ' : ''}
            {formatPublishedAt(m.createdAt, 'ko')}
            {m.language ? ` · ${m.language}` : ''}
          </p>
        </div>
        <div className="flex gap-2">
          {m.email ? (
            <Button variant="ghost" size="sm" asChild>
              <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
                <Mail aria-hidden="true" /> {I.reply}
              </a>
            </Button>
          ) : null}
          <Button variant={m.handledAt ? 'ghost' : 'outline'} size="sm" onClick={() => mark(!m.handledAt)}>
            {m.handledAt ? I.markUnhandled : I.markHandled}
          </Button>
        </div>
      </div>
      {m.sentence !== null && (
        <figure className="mt-3">
          <figcaption className="text-xs font-medium text-slate-600 dark:text-slate-400">
            {C.quotedSentence}
          </figcaption>
          <blockquote
            className="mt-1 border-l-4 border-amber-500 pl-3 text-sm italic"
            lang={m.language ?? undefined}
            data-testid="reported-sentence"
          >
            {m.sentence}
          </blockquote>
        </figure>
      )}
      <p className="mt-3 whitespace-pre-line text-sm leading-relaxed">{m.message}</p>
      {m.kind === 'error-report' && m.story && <CorrectionForm message={m} storyId={m.story.id} />}
      {m.handledAt && (
        <p className="mt-2 text-xs font-medium text-green-700 dark:text-green-400">{I.handled}</p>
      )}
    </li>
  );
}

/** An error report's heading: what it is and the story it is about (the public page, in a new tab). */
function ReportedStory({ message: m }: { message: InboxMessage }) {
  const language = m.language && isLanguage(m.language) ? m.language : 'en';
  return (
    <p className="font-semibold">
      <span className="mr-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
        {C.errorReport}
      </span>
      {m.story ? (
        <NewTabLink href={`/${language}/news/${m.story.slug}`} lang={language} newTab={C.newTab}>
          {m.story.title}
        </NewTabLink>
      ) : (
        C.storyDeleted
      )}
    </p>
  );
}

/** "Correct the story": the correction's language and text, published under the story; the report is handled. */
function CorrectionForm({ message: m, storyId }: { message: InboxMessage; storyId: number }) {
  const { submitForResult, fetcher } = useIntentFetcher<typeof clientAction>();
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState(m.language && isLanguage(m.language) ? m.language : 'en');
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  if (!open)
    return (
      <Button className="mt-3" size="sm" onClick={() => setOpen(true)}>
        {C.correct}
      </Button>
    );
  const submit = async () => {
    if (text.trim().length < 10) return setTooShort(true);
    const result = await submitForResult({
      intent: 'correct',
      articleId: storyId,
      reportId: m.id,
      language,
      text,
    } satisfies MessagesIntent);
    if (result.ok) setOpen(false);
  };
  const busy = fetcher.state !== 'idle';
  return (
    <form
      className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label={C.correct}
    >
      <SelectField
        id={`correction-language-${m.id}`}
        narrow
        label={C.language}
        value={language}
        onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
      >
        {LANGUAGE_ENTRIES.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`correction-text-${m.id}`}
        rows={3}
        short
        label={C.text}
        hint={C.textHint}
        error={tooShort ? C.textTooShort : undefined}
        lang={language}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setTooShort(false);
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {C.submit}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {C.cancel}
        </Button>
      </div>
    </form>
  );
}
