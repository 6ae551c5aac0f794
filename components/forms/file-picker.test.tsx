import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { FilePicker } from './file-picker';

function renderPicker(locale: 'en' | 'nl' | 'ro', onChange = vi.fn()) {
  renderWithProviders(
    <div>
      <label htmlFor="cover">Cover image</label>
      <FilePicker id="cover" accept="image/png" aria-describedby="hint" onChange={onChange} />
      <p id="hint">At most 50 MB.</p>
    </div>,
    { locale },
  );
  return screen.getByLabelText('Cover image') as HTMLInputElement;
}

describe('FilePicker (the file input speaks the page’s language)', () => {
  it('keeps the native input as the labelled control, with texts in Dutch', () => {
    const input = renderPicker('nl');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png');
    expect(screen.getByText('Bestand kiezen').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Geen bestand gekozen')).toBeTruthy();
    // Its description: the caller's hint, then the chosen file in the page's language.
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described[0]).toBe('hint');
    expect(document.getElementById(described[1] ?? '')?.textContent).toBe('Geen bestand gekozen');
  });

  it('names the chosen file even when the caller clears the input', () => {
    const onChange = vi.fn((event: { target: HTMLInputElement }) => {
      event.target.value = '';
    });
    const input = renderPicker('ro', onChange);
    expect(screen.getByText('Niciun fișier ales')).toBeTruthy();
    const file = new File(['x'], 'plan.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('plan.png')).toBeTruthy();
  });

  it('the visible button opens the input (for the pointer)', () => {
    const input = renderPicker('en');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByText('Choose file'));
    expect(click).toHaveBeenCalledTimes(1);
  });
});
