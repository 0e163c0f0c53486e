import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { fieldClass, Input } from './input.tsx';

/** What every field has around its control. */
interface FieldFrame {
  /** The control's id; its hint and error are `<id>-hint` and `<id>-error`. */
  id: string;
  label: ReactNode;
  /** A line under the control saying what to enter. */
  hint?: ReactNode;
  /** What is wrong with the value; the control is marked invalid while there is one. */
  error?: string | undefined;
  /** Classes of the block holding label, control, hint and error (the control's own go in `className`). */
  wrapperClassName?: string;
}

/**
 * The attributes that tie a control to its hint and error (`<id>-hint`, `<id>-error`), for a control laid out
 * by hand; Field and its siblings set them themselves.
 */
export function fieldAria(
  id: string,
  { hint, error }: Pick<FieldFrame, 'hint' | 'error'>,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/** The hint under the control `controlId`, when there is one. */
export function FieldHint({ controlId, hint }: { controlId: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={`${controlId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
      {hint}
    </p>
  );
}

/** The error of the control (or group) `controlId`, when there is one. */
export function FieldError({ controlId, message }: { controlId: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${controlId}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** Label, control, hint and error, one under the other. */
function FieldBlock({
  id,
  label,
  hint,
  error,
  wrapperClassName,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', wrapperClassName)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      <FieldHint controlId={id} hint={hint} />
      <FieldError controlId={id} message={error} />
    </div>
  );
}

/** A field's props parted: those of its block, and those of its control with the wiring to its hint and error. */
function partField<P extends FieldFrame>({ id, label, hint, error, wrapperClassName, ...control }: P) {
  return [
    { id, label, hint, error, wrapperClassName },
    { id, ...fieldAria(id, { hint, error }), ...control },
  ] as const;
}

/** A labelled text input with its hint and error; the other props go to the input (react-hook-form's `register`). */
export function Field(props: FieldFrame & ComponentProps<typeof Input>) {
  const [frame, control] = partField(props);
  return (
    <FieldBlock {...frame}>
      <Input {...control} />
    </FieldBlock>
  );
}

/** A labelled multi-line input; `short` drops the 120 px minimum height for one or two lines. */
export function TextareaField({
  short = false,
  className,
  ...props
}: FieldFrame & ComponentProps<'textarea'> & { short?: boolean }) {
  const [frame, control] = partField(props);
  return (
    <FieldBlock {...frame}>
      <textarea className={cn(fieldClass, !short && 'min-h-[120px]', className)} {...control} />
    </FieldBlock>
  );
}

/** A labelled list to choose from (its options are the children); `narrow` is as wide as its options, not its row. */
export function SelectField({
  narrow = false,
  className,
  ...props
}: FieldFrame & ComponentProps<'select'> & { narrow?: boolean }) {
  const [frame, control] = partField(props);
  return (
    <FieldBlock {...frame}>
      <select
        className={cn(
          'h-10 rounded-md border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900',
          !narrow && 'w-full',
          className,
        )}
        {...control}
      />
    </FieldBlock>
  );
}
