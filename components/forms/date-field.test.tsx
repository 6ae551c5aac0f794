import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { DateField, DateTimeField } from './date-field';

function Harness({
  kind,
  initial,
  onChange,
  onSubmit,
}: {
  kind: 'date' | 'datetime';
  initial: string;
  onChange: (value: string) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(initial);
  const Field = kind === 'date' ? DateField : DateTimeField;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor="when">Starts</label>
      <Field
        id="when"
        value={value}
        aria-describedby="when-hint"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <p id="when-hint">Leave empty to start now.</p>
      <output data-testid="value">{value}</output>
      <button type="submit">Save</button>
    </form>
  );
}

function renderField(
  kind: 'date' | 'datetime',
  locale: 'en' | 'nl' | 'ro',
  initial = '',
  onSubmit?: () => void,
) {
  const onChange = vi.fn();
  renderWithProviders(
    <Harness kind={kind} initial={initial} onChange={onChange} onSubmit={onSubmit} />,
    {
      locale,
    },
  );
  return { input: screen.getByLabelText('Starts') as HTMLInputElement, onChange };
}

describe('DateField / DateTimeField (spec §9: d MMM y at HH:mm in the page’s language)', () => {
  // The calendar loads lazily; loading it once here keeps each test within its time.
  beforeAll(async () => {
    await import('./date-calendar');
  }, 30_000);

  it('shows the value in the page’s language, keeps the label as its name and the form’s hint', () => {
    const { input } = renderField('datetime', 'nl', '2026-03-03T14:30');
    expect(input.value).toBe('3 mrt. 2026 om 14:30');
    expect(input.type).toBe('text');
    expect(input.getAttribute('aria-describedby')).toBe('when-hint');
    expect(screen.getByRole('button', { name: 'Kies datum' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('submits the same value shape as the native inputs from typed text', () => {
    const { input, onChange } = renderField('datetime', 'en');
    fireEvent.change(input, { target: { value: '24 Dec 2026 at 18:05' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24T18:05');
    fireEvent.blur(input);
    expect(input.value).toBe('24 Dec 2026 at 18:05');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('tidies typed text into the displayed format when the field is left', () => {
    const { input } = renderField('date', 'nl');
    fireEvent.change(input, { target: { value: '3-4-2026' } });
    fireEvent.blur(input);
    expect(input.value).toBe('3 apr. 2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-04-03');
  });

  it('says in the page’s language, spec §5 style, when text is not a date, and blocks the submit', () => {
    const onSubmit = vi.fn();
    const { input } = renderField('date', 'nl', '', onSubmit);
    fireEvent.change(input, { target: { value: 'morgen' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    const message = `Dit veld moet een datum bevatten zoals 3 mrt. ${new Date().getFullYear()}`;
    expect(screen.getByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('when-hint when-date-error');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '1 mei 2026' } });
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('opens a calendar whose week starts on Monday, chooses a day and returns focus to its button', async () => {
    const { input, onChange } = renderField('datetime', 'nl', '2026-03-03T14:30');
    const button = screen.getByRole('button', { name: 'Kies datum' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kalender' });
    const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
    expect(dialog.contains(grid)).toBe(true);
    const headers = [...dialog.querySelectorAll('th')].map((cell) =>
      cell.getAttribute('aria-label'),
    );
    expect(headers[0]).toBe('maandag');
    // The chosen day has focus (DayPicker's autoFocus).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: /10 maart 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10T14:30');
    expect(input.value).toBe('10 mrt. 2026 om 14:30');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the calendar on Escape and gives focus back to its button', async () => {
    renderField('date', 'en');
    const button = screen.getByRole('button', { name: 'Choose date' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Calendar' });
    await screen.findByRole('grid');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      fireEvent.keyDown(dialog.querySelector('button') as HTMLElement, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
