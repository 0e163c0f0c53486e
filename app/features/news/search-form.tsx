import { Search } from '../../ui/icons.tsx';
import { useEffect, useId, useState } from 'react';
import { Form } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A search box that goes to `/{lang}?search=term`. The button is disabled while the trimmed input is empty, and
 * a blank submit goes nowhere (or, with `onBlank`, leaves search mode).
 */
export function SearchForm({
  action,
  initialQuery = '',
  label,
  placeholder,
  buttonText,
  onBlank,
  className,
}: {
  action: string;
  initialQuery?: string;
  label: string;
  placeholder: string;
  buttonText: string;
  onBlank?: () => void;
  className?: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const id = useId();
  useEffect(() => setQuery(initialQuery), [initialQuery]);
  const isBlank = query.trim() === '';
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className={cn('flex w-full gap-2', className)}
      onSubmit={(event) => {
        if (isBlank) {
          event.preventDefault();
          onBlank?.();
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        name="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value === '') onBlank?.();
        }}
        onKeyDown={(event) => {
          // With the button disabled the browser submits nothing on Enter: a blank Enter still leaves search mode.
          if (event.key === 'Enter' && isBlank) {
            event.preventDefault();
            onBlank?.();
          }
        }}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        large
        className="flex-1"
      />
      {/* On a phone the button is its icon (its name stays), leaving the box the room for its placeholder. */}
      <Button type="submit" size="lg" disabled={isBlank} className="max-sm:w-11 max-sm:px-0">
        <Search aria-hidden="true" />
        <span className="max-sm:sr-only">{buttonText}</span>
      </Button>
    </Form>
  );
}
