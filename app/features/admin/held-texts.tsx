import { useEffect, useState, type ReactNode } from 'react';
import type { HeldText, HeldTextList } from '#common/contracts/held-items.ts';
import { ApiError } from '../../lib/api/request.ts';
import { discardHeldText, listHeldTexts, publishHeldText } from '../../lib/api/admin-held-items.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TextareaField } from '../../ui/field.tsx';
import { Send, ShieldCheck } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADMIN_TEXT } from './admin-texts.ts';
import { Pencil, Trash2 } from './admin-icons.ts';
import { toastFailure, toastSuccess } from './admin-toasts.ts';
import { LoadFailed } from './load-failed.tsx';
import { NewTabLink } from './new-tab-link.tsx';

const T = ADMIN_TEXT.heldTexts;
const L = ADMIN_TEXT.list;
const languageNames = new Intl.DisplayNames('ko', { type: 'language' });

/** A text with each place it says `sentence` marked, so the editor sees where the unsupported words stand. */
export function markSentence(text: string, sentence: string): ReactNode {
  const needle = sentence.trim();
  if (!needle || !text.includes(needle)) return text;
  const parts = text.split(needle);
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300">
            {needle}
          </mark>,
          part,
        ],
  );
}

/**
 * The texts the accuracy check held for an editor (a summary or translation that failed, was rewritten once and
 * failed again), each with its story, language, the unsupported sentence marked, the reason, and the editor's
 * choices: publish as it is, correct its headline and summary then publish, or discard.
 */
export function HeldTexts() {
  const [state, setState] = useState<ScreenState<HeldTextList>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    void readScreenData(listHeldTexts()).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [generation]);
  const reload = () => setGeneration((n) => n + 1);
  // A decided text leaves the list at once; the count follows.
  const remove = (id: number) =>
    setState((s) =>
      s.status === 'ready'
        ? {
            status: 'ready',
            data: { texts: s.data.texts.filter((t) => t.id !== id), total: s.data.total - 1 },
          }
        : s,
    );

  return (
    <section aria-labelledby="held-texts-title" className="space-y-4" data-testid="held-texts">
      <h2 id="held-texts-title" className="flex items-center gap-2 text-xl font-bold">
        <ShieldCheck className="size-6 text-amber-700 dark:text-amber-300" aria-hidden="true" /> {T.title}
        {state.status === 'ready' && (
          <span className="text-base font-normal text-slate-600 dark:text-slate-400">
            ({L.total} {state.data.total})
          </span>
        )}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
      {state.status === 'failed' ? (
        <LoadFailed onRetry={reload} />
      ) : state.status === 'loading' ? (
        <Spinner text={L.loading} />
      ) : state.data.texts.length === 0 ? (
        <p className="py-6 text-center text-slate-600 dark:text-slate-300">{T.empty}</p>
      ) : (
        <ul className="space-y-4">
          {state.data.texts.map((text) => (
            <HeldTextCard key={text.id} text={text} onDecided={() => remove(text.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldTextCard({ text, onDecided }: { text: HeldText; onDecided: () => void }) {
  const [working, setWorking] = useState(false);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(text.title);
  const [summary, setSummary] = useState(text.summary);
  const [confirming, setConfirming] = useState(false);

  const act = async (run: () => Promise<string | null>) => {
    setWorking(true);
    try {
      const href = await run();
      onDecided();
      if (href) toastSuccess(T.publishedToast, { href, label: ADMIN_TEXT.held.openArticle });
      else toastSuccess(T.discardedToast);
    } catch (error) {
      toastFailure(error instanceof ApiError && error.status === 409 ? T.conflict : T.failed, error);
      setWorking(false);
    }
  };
  const publish = (edit: { title?: string; summary?: string } = {}) =>
    act(async () => {
      const story = await publishHeldText(text.id, edit);
      return `/${story.language}/news/${story.slug}`;
    });
  const discard = () =>
    act(async () => {
      setConfirming(false);
      await discardHeldText(text.id);
      return null;
    });
  const edited = {
    ...(title.trim() !== text.title ? { title: title.trim() } : {}),
    ...(summary.trim() !== text.summary ? { summary: summary.trim() } : {}),
  };

  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm dark:bg-slate-900"
      data-testid="held-text"
      aria-labelledby={`held-text-${text.id}`}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {T.kinds[text.textKind]}
        </span>
        <span>
          {languageNames.of(text.language) ?? text.language} ({text.language})
        </span>
        <span>{text.model ?? T.extractive}</span>
        {text.sentencesChecked !== null && text.sentencesSupported !== null && (
          <span>{T.supported(text.sentencesSupported, text.sentencesChecked)}</span>
        )}
        <span>{formatShortDate(text.heldAt, 'ko')}</span>
        {text.textKind === 'translation' && (
          // The story is published in its own language meanwhile: the editor can compare.
          <NewTabLink
            href={`/${text.originalLanguage}/news/${text.slug}`}
            lang="ko"
            newTab={ADMIN_TEXT.held.newTab}
          >
            {T.story}
          </NewTabLink>
        )}
      </p>
      <h3
        id={`held-text-${text.id}`}
        lang={text.language}
        className="mt-2 break-words text-base font-semibold"
      >
        {markSentence(text.title, text.failingSentence)}
      </h3>
      <p lang={text.language} className="mt-1 break-words text-sm text-slate-800 dark:text-slate-200">
        {markSentence(text.summary, text.failingSentence)}
      </p>
      {text.preview && (
        <p lang={text.language} className="mt-1 break-words text-sm text-slate-600 dark:text-slate-400">
          {markSentence(text.preview, text.failingSentence)}
        </p>
      )}
      <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
        <p className="font-semibold text-amber-900 dark:text-amber-100">{T.failing}</p>
        <p lang={text.language} className="mt-1 break-words" data-testid="failing-sentence">
          <mark className="rounded bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300">
            {text.failingSentence}
          </mark>
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{T.reason}:</span> <span lang="en">{text.reason}</span>
        </p>
      </div>

      {editing ? (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void publish(edited);
          }}
        >
          <TextareaField
            id={`held-text-${text.id}-title`}
            label={T.editTitle}
            short
            lang={text.language}
            value={title}
            maxLength={300}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextareaField
            id={`held-text-${text.id}-summary`}
            label={T.editSummary}
            lang={text.language}
            value={summary}
            maxLength={2000}
            required
            onChange={(event) => setSummary(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={working}>
              <Send aria-hidden="true" /> {working ? T.working : T.save}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
              {T.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" disabled={working} onClick={() => void publish()}>
            <Send aria-hidden="true" /> {working ? T.working : T.publishAsIs}
          </Button>
          <Button size="sm" variant="outline" disabled={working} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> {T.edit}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={T.discardTitle}
            text={text.textKind === 'original' ? T.discardOriginal : T.discardTranslation}
            confirmLabel={T.discard}
            cancelLabel={T.cancel}
            onConfirm={() => void discard()}
          >
            <Button size="sm" variant="outline" disabled={working}>
              <Trash2 aria-hidden="true" /> {T.discard}
            </Button>
          </ConfirmDialog>
        </div>
      )}
    </li>
  );
}
