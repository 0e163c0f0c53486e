import { Mail } from '../../ui/icons.tsx';
import type { InboxMessage, InboxPage } from '#common/contracts/admin-messages.ts';
import { z } from '#common/contracts/zod.ts';
import { listInboxMessages, markMessage } from '../../lib/api/admin-messages.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { readIntent } from '../../lib/read-intent.ts';
import { readScreenData, type ScreenState } from '../../lib/screen-state.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { useReload, useShownState } from '../../lib/use-reload.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';
import type { Route } from './+types/messages';

const I = ADMIN_TEXT.inbox;

/** What the inbox changes: a message marked handled, or not. */
export const MessagesIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('mark'), id: z.number().int(), handled: z.boolean() }),
]);
type MessagesIntent = z.infer<typeof MessagesIntentSchema>;

export function clientLoader() {
  return readScreenData(listInboxMessages({ pageSize: 100 }));
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = await readIntent(request, MessagesIntentSchema);
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

/** /admin/messages: what readers sent through the contact form, newest first. */
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
          <p className="font-semibold">{m.subject}</p>
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
      <p className="mt-3 whitespace-pre-line text-sm leading-relaxed">{m.message}</p>
      {m.handledAt && (
        <p className="mt-2 text-xs font-medium text-green-700 dark:text-green-400">{I.handled}</p>
      )}
    </li>
  );
}
