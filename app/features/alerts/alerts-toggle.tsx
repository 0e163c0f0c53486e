import { __iconData as bell } from 'lucide-react/icons/bell';
import { __iconData as bellRing } from 'lucide-react/icons/bell-ring';
import type { Language } from '#common/languages.ts';
import { lucideIcon } from '../../ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { setAlertsState, useAlertsState } from './alerts-state.ts';

const Bell = lucideIcon(bell);
const BellRing = lucideIcon(bellRing);

const TONES = {
  // On the red breaking banner: white on red; on a phone the bell alone, its words read by screen readers.
  banner:
    'rounded-full border border-white/70 px-2.5 py-1 text-xs font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white',
  footer:
    'rounded-full bg-slate-800 px-3 py-1.5 text-sm text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white',
} as const;

/**
 * The opt-in to breaking-news alerts, in the page's language, with no account: "Get breaking-news alerts", and
 * once subscribed "Alerts on · Turn off" on the same button. Nothing is drawn on the server, nor in a browser
 * that cannot receive Web Push; the code that subscribes is loaded on the first click.
 */
export function AlertsToggle({ language, tone }: { language: Language; tone: keyof typeof TONES }) {
  const { t } = useTranslation('alerts');
  const { status, problem } = useAlertsState();
  if (status === 'hidden') return null;
  const isOn = status === 'on';
  const toggle = async () => {
    setAlertsState({ status: 'working', problem: null });
    try {
      const { turnAlertsOn, turnAlertsOff } = await import('./switch-alerts.ts');
      if (isOn) {
        await turnAlertsOff();
        setAlertsState({ status: 'off', problem: null });
      } else {
        const { on, problem: refused } = await turnAlertsOn(language);
        setAlertsState({ status: on ? 'on' : 'off', problem: refused });
      }
    } catch (error) {
      console.error('Changing breaking-news alerts failed', error);
      setAlertsState({ status: isOn ? 'on' : 'off', problem: 'failed' });
    }
  };
  const Icon = isOn ? BellRing : Bell;
  const compact = tone === 'banner';
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', compact && 'ml-auto shrink-0')}>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={status === 'working'}
        className={cn('inline-flex items-center gap-1.5 disabled:opacity-70', TONES[tone])}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className={cn(compact && 'sr-only sm:not-sr-only')}>
          {status === 'working' ? (
            t('working')
          ) : isOn ? (
            <>
              {t('on')} <span aria-hidden="true">·</span> <span className="underline">{t('turnOff')}</span>
            </>
          ) : (
            t('turnOn')
          )}
        </span>
      </button>
      <span role="status" className={cn(compact ? 'sr-only' : 'text-xs text-slate-300')}>
        {problem ? t(problem) : ''}
      </span>
    </span>
  );
}
