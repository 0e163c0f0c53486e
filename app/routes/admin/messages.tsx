import { Mail } from '../../ui/icons.tsx';
import { useCallback, useEffect, useState } from 'react';
import type { InboxMessage, InboxPage } from '../../../common/contracts/admin-messages.ts';
import { fetchJson } from '../../lib/api/request.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { toastFailure } from '../../features/admin/admin-toasts.ts';
import { LoadFailed } from '../../features/admin/load-failed.tsx';

const I = ADMIN_TEXT.inbox;

/** /admin/messages: what readers sent through the contact form, newest first. */
export default function Messages() {
  const [data, setData] = useState<InboxPage | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    fetchJson<InboxPage>('/api/admin/messages?pageSize=100')
      .then(setData)
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const mark = async (message: InboxMessage, handled: boolean) => {
    try {
      await fetchJson(`/api/admin/messages/${message.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ handled }),
      });
      load();
    } catch {
      toastFailure(I.markFailure);
    }
  };

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
      {failed ? (
        <LoadFailed onRetry={load} />
      ) : !data ? (
        <Spinner text={ADMIN_TEXT.list.loading} />
      ) : data.items.length === 0 ? (
        <p className="py-12 text-center text-slate-600 dark:text-slate-300">{I.empty}</p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((m) => (
            <li
              key={m.id}
              className={`rounded-xl bg-white p-5 shadow-sm dark:bg-slate-900 ${m.handledAt ? 'opacity-70' : ''}`}
              data-testid="inbox-message"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">{m.subject}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {m.name} &lt;{m.email}&gt; · {formatPublishedAt(m.createdAt, 'ko')}
                    {m.language ? ` · ${m.language}` : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" asChild>
                    <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>
                      <Mail aria-hidden="true" /> {I.reply}
                    </a>
                  </Button>
                  <Button
                    variant={m.handledAt ? 'ghost' : 'outline'}
                    size="sm"
                    onClick={() => void mark(m, !m.handledAt)}
                  >
                    {m.handledAt ? I.markUnhandled : I.markHandled}
                  </Button>
                </div>
              </div>
              <p className="mt-3 whitespace-pre-line text-sm leading-relaxed">{m.message}</p>
              {m.handledAt && (
                <p className="mt-2 text-xs font-medium text-green-700 dark:text-green-400">{I.handled}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
