import { toast } from '../../ui/use-toast.ts';
import { ADMIN_TEXT } from './admin-texts.ts';

/** The admin's success toast: the spec's title "성공" over what was done, and a link to see it if given. */
export function toastSuccess(description: string, link?: { href: string; label: string }): void {
  toast({ title: ADMIN_TEXT.toast.successTitle, description, ...(link ? { link } : {}) });
}

/** The admin's failure toast: the spec's destructive "오류" over what failed. */
export function toastFailure(description: string): void {
  toast({ title: ADMIN_TEXT.toast.errorTitle, description, variant: 'destructive' });
}
