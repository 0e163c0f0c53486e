import { __iconData as flag } from 'lucide-react/icons/flag';
import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import type { Language } from '#common/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button } from '../../ui/button.tsx';
import { lucideIcon } from '../../ui/icons.tsx';

const Flag = lucideIcon(flag);

// The dialog, its form's libraries and the report's schema load when the reader first reaches for the button.
const loadDialog = () => import('./report-error-dialog.tsx');
const ReportErrorDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog();

/** The text the reader selected inside `container`, if any: the sentence they mean to report. */
function selectedTextIn(container: HTMLElement | null): string {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!container || !selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return '';
  return selection.toString().replace(/\s+/g, ' ').trim().slice(0, 2000);
}

/** "Report an error" under a story: opens the report dialog, with the sentence the reader selected quoted. */
export function ReportErrorButton({
  slug,
  language,
  storyRef,
}: {
  slug: string;
  language: Language;
  /** The story's text, where a selection counts as the quoted sentence. */
  storyRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('corrections');
  const [sentence, setSentence] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The selection is read as the button is pressed, before focus moves into the dialog.
  const selected = useRef('');
  const captureSelection = () => {
    selected.current = selectedTextIn(storyRef.current);
  };
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={sentence !== null}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onPointerDown={captureSelection}
        onKeyDown={captureSelection}
        onClick={() => setSentence(selected.current)}
      >
        <Flag aria-hidden="true" /> {t('report.button')}
      </Button>
      {sentence !== null && (
        <Suspense fallback={null}>
          <ReportErrorDialog
            slug={slug}
            language={language}
            sentence={sentence}
            onClose={() => setSentence(null)}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
