// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { Field, fieldAria, SelectField, TextareaField } from './field.tsx';

afterEach(cleanup);

/** Each kind of field with the same label, hint and error, so the wiring is checked on all three. */
const KINDS: Array<[string, (props: { hint?: ReactNode; error?: string }) => ReactNode]> = [
  ['Field', (props) => <Field id="slug" label="Slug" name="slug" {...props} />],
  ['TextareaField', (props) => <TextareaField id="slug" label="Slug" name="slug" {...props} />],
  [
    'SelectField',
    (props) => (
      <SelectField id="slug" label="Slug" name="slug" {...props}>
        <option value="a">A</option>
      </SelectField>
    ),
  ],
];

describe.each(KINDS)('%s', (_, field) => {
  it('is named by its label and describes nothing when it has neither hint nor error', () => {
    render(field({}));
    const control = screen.getByLabelText('Slug');
    expect(control.id).toBe('slug');
    expect(control.getAttribute('name')).toBe('slug');
    expect(document.querySelector('label')!.htmlFor).toBe('slug');
    expect(control.hasAttribute('aria-describedby')).toBe(false);
    expect(control.hasAttribute('aria-invalid')).toBe(false);
  });

  it('is described by its hint, and is not invalid', () => {
    render(field({ hint: 'Lower-case letters and hyphens' }));
    const control = screen.getByLabelText('Slug');
    expect(control.getAttribute('aria-describedby')).toBe('slug-hint');
    expect(document.getElementById('slug-hint')!.textContent).toBe('Lower-case letters and hyphens');
    expect(control.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('slug-error')).toBeNull();
  });

  it('is invalid and described by its error, after its hint', () => {
    render(field({ hint: 'Lower-case letters and hyphens', error: 'Slug is taken' }));
    const control = screen.getByLabelText('Slug');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe('slug-hint slug-error');
    expect(document.getElementById('slug-error')!.textContent).toBe('Slug is taken');
  });

  it('is described by its error alone when it has no hint', () => {
    render(field({ error: 'Slug is taken' }));
    const control = screen.getByLabelText('Slug');
    expect(control.getAttribute('aria-describedby')).toBe('slug-error');
    expect(document.getElementById('slug-hint')).toBeNull();
  });
});

describe('the fields’ layout', () => {
  it('puts the wrapper’s classes on the block and the control’s on the control', () => {
    render(<Field id="country" label="Country" wrapperClassName="md:col-span-2" className="uppercase" />);
    const control = screen.getByLabelText('Country');
    expect(control.classList).toContain('uppercase');
    expect(control.parentElement!.className).toBe('space-y-1.5 md:col-span-2');
  });

  it('keeps a narrow list as wide as its options, and a short text box without the minimum height', () => {
    render(
      <>
        <SelectField id="wide" label="Wide" />
        <SelectField id="narrow" label="Narrow" narrow />
        <TextareaField id="long" label="Long" />
        <TextareaField id="short" label="Short" short />
      </>,
    );
    expect(screen.getByLabelText('Wide').classList).toContain('w-full');
    expect(screen.getByLabelText('Narrow').classList).not.toContain('w-full');
    expect(screen.getByLabelText('Long').classList).toContain('min-h-[120px]');
    expect(screen.getByLabelText('Short').classList).not.toContain('min-h-[120px]');
  });
});

describe('fieldAria', () => {
  it('wires a hand-laid control the way the fields wire theirs', () => {
    expect(fieldAria('thumbnail', {})).toEqual({});
    expect(fieldAria('thumbnail', { hint: 'PNG or JPEG' })).toEqual({ 'aria-describedby': 'thumbnail-hint' });
    expect(fieldAria('thumbnail', { hint: 'PNG or JPEG', error: 'Too large' })).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'thumbnail-hint thumbnail-error',
    });
  });
});
