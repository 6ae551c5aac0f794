import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminInput, AdminSelect } from './admin-fields';

const describer = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '');

describe('admin fields', () => {
  it('keeps an error line under the input, empty and valid while it is fine', () => {
    const { rerender } = render(
      <AdminInput label="Domain" value="" maxLength={253} error="" onValue={() => {}} />,
    );
    const input = screen.getByLabelText('Domain');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describer(input)?.className).toBe('field-error');
    expect(describer(input)?.textContent).toBe('');

    rerender(
      <AdminInput
        label="Domain"
        value="bad..host"
        maxLength={253}
        error="Two dots in a row."
        onValue={() => {}}
      />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describer(input)?.textContent).toBe('Two dots in a row.');
  });

  it('describes an input by its hint, or by nothing without one, and passes on what is typed', () => {
    const onValue = vi.fn();
    render(
      <>
        <AdminInput label="Key" value="" maxLength={40} hint="Lower case" onValue={onValue} />
        <AdminInput label="Name" value="" maxLength={100} onValue={() => {}} />
      </>,
    );
    const key = screen.getByLabelText('Key');
    expect(describer(key)?.className).toBe('field-hint');
    expect(describer(key)?.textContent).toBe('Lower case');
    expect(key.getAttribute('maxlength')).toBe('40');
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(key, { target: { value: 'north' } });
    expect(onValue).toHaveBeenCalledWith('north');
  });

  it('offers a select’s options and passes on the one picked', () => {
    const onValue = vi.fn();
    render(
      <AdminSelect
        label="Language"
        value="nl"
        onValue={onValue}
        options={[
          { value: 'nl', label: 'Dutch' },
          { value: 'en', label: 'English' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Dutch', 'English']);
    fireEvent.change(select, { target: { value: 'en' } });
    expect(onValue).toHaveBeenCalledWith('en');
  });
});
