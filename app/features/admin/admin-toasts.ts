import { ApiError } from '../../lib/api/request.ts';
import { toast } from '../../ui/use-toast.ts';
import { ADMIN_TEXT } from './admin-texts.ts';

/** The admin's success toast: the spec's title "성공" over what was done, and a link to see it if given. */
export function toastSuccess(description: string, link?: { href: string; label: string }): void {
  toast({ title: ADMIN_TEXT.toast.successTitle, description, ...(link ? { link } : {}) });
}

/**
 * The admin's failure toast: the spec's destructive "오류" over what failed, followed by the server's reason in
 * its own words when the failure was a refusal that gave one ("사유: the thumbnail is not a PNG…").
 */
export function toastFailure(description: string, error?: unknown): void {
  const reason = error instanceof ApiError ? error.reason : undefined;
  toast({
    title: ADMIN_TEXT.toast.errorTitle,
    description: reason ? `${description} ${ADMIN_TEXT.toast.reason(reason)}` : description,
    variant: 'destructive',
  });
}
