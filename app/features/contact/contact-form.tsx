import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Send } from '../../ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import {
  CONTACT_ERRORS,
  ContactMessageSchema,
  type ContactMessage,
} from '#common/contracts/contact.ts';
import { sendContactMessage } from '../../lib/api/contact.ts';
import { ApiError } from '../../lib/api/request.ts';
import { Button } from '../../ui/button.tsx';
import { Field, TextareaField } from '../../ui/field.tsx';
import { toast } from '../../ui/use-toast.ts';

type FieldName = 'name' | 'email' | 'subject' | 'message';
const FIELDS: FieldName[] = ['name', 'email', 'subject', 'message'];

/** The spec's English messages mapped to the interface's keys, so readers see them in their language. */
function messageKey(field: FieldName, message: string | undefined): string {
  return message === CONTACT_ERRORS[field] ? `contact.form.errors.${field}` : 'contact.form.errors.tooLong';
}

/**
 * The contact form: checked in the browser with the API's own schema, then sent to the editors' inbox. The
 * success toast appears only once the server has the message; on failure the form keeps what was typed.
 */
export function ContactForm({ language }: { language: string }) {
  const { t } = useTranslation('pages');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({
    resolver: standardSchemaResolver(ContactMessageSchema),
    defaultValues: { name: '', email: '', subject: '', message: '', website: '' },
    mode: 'onTouched',
  });

  const onSubmit = async (values: ContactMessage) => {
    try {
      await sendContactMessage({ ...values, language });
      toast({ title: t('contact.toast.sentTitle'), description: t('contact.toast.sentText') });
      reset();
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      toast({
        title: t('contact.toast.failedTitle'),
        description: tooMany ? t('contact.toast.rateLimited') : t('contact.toast.failedText'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      className="space-y-5"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold">
        {t('contact.form.title')}
      </h2>
      {FIELDS.map((field) => {
        const message = errors[field]?.message;
        const props = {
          id: `contact-${field}`,
          label: t(`contact.form.${field}`),
          error: errors[field] && t(messageKey(field, message)),
          placeholder: t(`contact.form.${field}Placeholder`),
          ...register(field),
        };
        return field === 'message' ? (
          <TextareaField key={field} rows={6} {...props} />
        ) : (
          <Field
            key={field}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
            {...props}
          />
        );
      })}
      {/* Hidden from people and from assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <Send aria-hidden="true" />
        {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}
