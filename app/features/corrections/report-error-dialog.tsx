import * as DialogPrimitive from '@radix-ui/react-dialog';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ERROR_REPORT_ERRORS, ErrorReportSchema, type ErrorReport } from '#common/contracts/corrections.ts';
import type { Language } from '#common/languages.ts';
import { reportError } from '../../lib/api/corrections.ts';
import { ApiError } from '../../lib/api/request.ts';
import { Button } from '../../ui/button.tsx';
import { Field, TextareaField } from '../../ui/field.tsx';
import { Send, X } from '../../ui/icons.tsx';
import { toast } from '../../ui/use-toast.ts';

type FieldName = keyof typeof ERROR_REPORT_ERRORS;

/** The API's English messages mapped to the interface's keys, so readers see them in their language. */
function errorKey(field: FieldName, message: string | undefined): string {
  return message === ERROR_REPORT_ERRORS[field] ? `report.errors.${field}` : 'report.errors.tooLong';
}

/**
 * The "Report an error" dialog (ReportErrorButton opens it): the reader quotes the wrong sentence (the text they
 * selected in the story, if any, is filled in) and says what is wrong; a name and address only if they want an
 * answer. The report goes to the editors' inbox with the story; the dialog closes once the server has it.
 * Loaded on first use, with the form's libraries and the report's schema.
 */
export default function ReportErrorDialog({
  slug,
  language,
  sentence,
  onClose,
  onClosed,
}: {
  slug: string;
  language: Language;
  /** The sentence the reader had selected in the story, or ''. */
  sentence: string;
  onClose: () => void;
  /** Called as the dialog goes, to give focus back to the button (Radix only knows its own triggers). */
  onClosed: () => void;
}) {
  const { t } = useTranslation('corrections');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ErrorReport>({
    resolver: standardSchemaResolver(ErrorReportSchema),
    defaultValues: { slug, language, sentence, message: '', name: '', email: '', website: '' },
    mode: 'onTouched',
  });

  const onSubmit = async (values: ErrorReport) => {
    try {
      await reportError({ ...values, slug, language });
      toast({ title: t('report.sentTitle'), description: t('report.sentText') });
      onClose();
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      toast({
        title: t('report.failedTitle'),
        description: tooMany ? t('report.rateLimited') : t('report.failedText'),
        variant: 'destructive',
      });
    }
  };

  const fieldError = (field: FieldName) => errors[field] && t(errorKey(field, errors[field]?.message));

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          lang={language}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-semibold">
              {t('report.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('report.close')}>
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('report.intro')}
          </DialogPrimitive.Description>
          <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate className="mt-5 space-y-4">
            <TextareaField
              id="report-sentence"
              rows={3}
              short
              label={t('report.sentence')}
              hint={t('report.sentenceHint')}
              error={fieldError('sentence')}
              {...register('sentence')}
            />
            <TextareaField
              id="report-message"
              rows={4}
              label={t('report.message')}
              placeholder={t('report.messagePlaceholder')}
              error={fieldError('message')}
              {...register('message')}
            />
            <Field id="report-name" autoComplete="name" label={t('report.name')} {...register('name')} />
            <Field
              id="report-email"
              type="email"
              autoComplete="email"
              label={t('report.email')}
              error={fieldError('email')}
              {...register('email')}
            />
            {/* Hidden from people and from assistive technology; bots that fill every field reveal themselves. */}
            <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
              <label htmlFor="report-website">Website</label>
              <input
                id="report-website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...register('website')}
              />
            </div>
            <div className="flex justify-end gap-2 pt-2">
              <DialogPrimitive.Close asChild>
                <Button type="button" variant="outline">
                  {t('report.cancel')}
                </Button>
              </DialogPrimitive.Close>
              <Button type="submit" disabled={isSubmitting}>
                <Send aria-hidden="true" />
                {isSubmitting ? t('report.sending') : t('report.send')}
              </Button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
