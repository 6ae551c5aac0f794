import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { describedTexts, TestDraftForm } from './dialog.test-support';
import {
  controlIdOf,
  DialogField,
  DialogSelect,
  DialogTextField,
  hintIdOf,
  NamedOptions,
  ValueOptions,
} from './dialog-fields';

interface Note {
  title: string;
  body: string;
}

/** A draft form with a title (required, with a hint) and a body whose change answers it. */
const NoteForm = ({ sent }: { sent: Note[] }) => (
  <TestDraftForm
    initial={{ title: '', body: '' } as Note}
    refuse={(draft) => (draft.title ? null : { title: 'missing', body: 'short' })}
    sent={sent}
  >
    {(form) => (
      <>
        <DialogTextField
          form={form}
          field="title"
          idPart="heading"
          label="Title"
          hint="A few words."
          required
        />
        <DialogTextField
          form={form}
          field="body"
          label="Body"
          rows={4}
          answered={['title']}
          frameClassName="wide"
        />
      </>
    )}
  </TestDraftForm>
);

describe('DialogTextField', () => {
  it('renders the label, control, hint and message of a draft field, tied by ids', async () => {
    const sent: Note[] = [];
    const { container } = renderWithProviders(<NoteForm sent={sent} />);
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.tagName).toBe('INPUT');
    expect(title.id).toMatch(/-heading$/);
    expect(title.required).toBe(true);
    expect(title.getAttribute('autocomplete')).toBe('off');
    expect(describedTexts(title)).toEqual(['A few words.']);
    expect(document.getElementById(hintIdOf(title.id))?.className).toBe('field-hint');
    const body = screen.getByLabelText('Body');
    expect(body.tagName).toBe('TEXTAREA');
    expect(body.getAttribute('rows')).toBe('4');
    expect(body.hasAttribute('autocomplete')).toBe(false);
    expect(body.getAttribute('aria-describedby')).toBeNull();
    expect([...container.querySelectorAll('form > div')].map((div) => div.className)).toEqual([
      'field',
      'field wide',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(title)).toEqual(['A few words.', 'title missing']);
    expect(describedTexts(body)).toEqual(['body short']);
    // A change of the body answers its own message and the title's.
    fireEvent.change(body, { target: { value: 'Text' } });
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(body.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(title, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Hello', body: 'Text' }]));
  });
});

function Currency() {
  const [value, setValue] = useState('EUR');
  return (
    <>
      <DialogSelect
        id="f-currency"
        label="Currency"
        hint="Of the orders."
        value={value}
        onChange={setValue}
      >
        <ValueOptions values={['EUR', 'RON']} />
      </DialogSelect>
      <output>{value}</output>
    </>
  );
}

describe('DialogSelect', () => {
  it('is a labelled select with its hint; a change gives the value', () => {
    renderWithProviders(<Currency />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(describedTexts(select)).toEqual(['Of the orders.']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'EUR',
      'RON',
    ]);
    fireEvent.change(select, { target: { value: 'RON' } });
    expect(screen.getByRole('status').textContent).toBe('RON');
  });

  it('lets the caller name what describes it and give its message', () => {
    renderWithProviders(
      <DialogSelect
        id="f-into"
        label="Into"
        value=""
        onChange={() => {}}
        aria-describedby="f-into-error"
        error={<p id="f-into-error">Choose one.</p>}
      >
        <option value="">Choose</option>
        <NamedOptions
          items={[
            { id: 'a', name: 'Alpha', language: 'nl' },
            { id: 'b', name: 'Beta', language: 'en' },
          ]}
          lang={(item) => (item.language === 'nl' ? 'nl' : undefined)}
        />
      </DialogSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Into' });
    expect(describedTexts(select)).toEqual(['Choose one.']);
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.text, option.lang])).toEqual([
      ['', 'Choose', ''],
      ['a', 'Alpha', 'nl'],
      ['b', 'Beta', ''],
    ]);
  });
});

describe('DialogField', () => {
  it('frames a control: label, control, hint, message', () => {
    const { container } = renderWithProviders(
      <DialogField
        className="narrow"
        controlId={controlIdOf('f', 'count')}
        label="Count"
        hint="At least one."
        error={<p className="field-error">Too many.</p>}
      >
        <input id="f-count" />
      </DialogField>,
    );
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.className).toBe('field narrow');
    expect([...frame.children].map((child) => child.outerHTML)).toEqual([
      '<label for="f-count">Count</label>',
      '<input id="f-count">',
      '<p id="f-count-hint" class="field-hint">At least one.</p>',
      '<p class="field-error">Too many.</p>',
    ]);
  });
});
