import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { describedTexts, TestDraftForm } from './dialog.test-support';
import {
  CheckboxChoices,
  DialogFieldset,
  type IdChoice,
  RadioChoices,
  titleChoices,
  toggled,
} from './dialog-choices';

describe('toggled', () => {
  it('adds a value at the end, once, and takes it out', () => {
    expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggled([], 'a', false)).toEqual([]);
  });
});

const FRUIT: IdChoice[] = [
  { id: 'apple', label: <span>Apple</span> },
  { id: 'pear', label: 'Pear' },
];

function Fruit(props: { listClassName?: string; name?: string; disabled?: boolean }) {
  const [chosen, setChosen] = useState<string[]>(['pear']);
  return (
    <>
      <CheckboxChoices
        {...props}
        className="choice"
        choices={FRUIT}
        chosen={chosen}
        onChange={setChosen}
        invalid
      />
      <output>{chosen.join(',')}</output>
    </>
  );
}

describe('CheckboxChoices', () => {
  it('checks the chosen ids in a list and gives the new list on a change', () => {
    const { container } = renderWithProviders(<Fruit listClassName="fruit" />);
    const list = container.querySelector('ul.fruit') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const apple = screen.getByRole('checkbox', { name: 'Apple' }) as HTMLInputElement;
    const pear = screen.getByRole('checkbox', { name: 'Pear' }) as HTMLInputElement;
    expect([apple.checked, pear.checked]).toEqual([false, true]);
    expect(apple.closest('label')?.className).toBe('choice');
    expect(apple.getAttribute('aria-invalid')).toBe('true');
    expect(apple.hasAttribute('value')).toBe(false);
    fireEvent.click(apple);
    expect(screen.getByRole('status').textContent).toBe('pear,apple');
    fireEvent.click(pear);
    expect(screen.getByRole('status').textContent).toBe('apple');
  });

  it('renders the labels alone without a list class; named boxes carry their ids', () => {
    const { container } = renderWithProviders(<Fruit name="fruit" disabled />);
    expect(container.querySelector('ul')).toBeNull();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.name, box.value, box.disabled])).toEqual([
      ['fruit', 'apple', true],
      ['fruit', 'pear', true],
    ]);
  });

  it('names titled items by their titles', () => {
    const [choice] = titleChoices([{ id: 'c1', title: 'Data literacy' }]);
    renderWithProviders(<p>{choice?.label}</p>);
    expect(screen.getByText('Data literacy').tagName).toBe('SPAN');
  });
});

function Size() {
  const [size, setSize] = useState<'small' | 'large'>('small');
  return (
    <fieldset>
      <legend>Size</legend>
      <RadioChoices
        name="size"
        className="size"
        choices={['small', 'large'] as const}
        value={size}
        onChange={setSize}
        label={(choice) => <span>{choice === 'small' ? 'Small' : 'Large'}</span>}
      />
    </fieldset>
  );
}

describe('RadioChoices', () => {
  it('is one radio per choice with the value chosen', () => {
    renderWithProviders(<Size />);
    const small = screen.getByRole('radio', { name: 'Small' }) as HTMLInputElement;
    const large = screen.getByRole('radio', { name: 'Large' }) as HTMLInputElement;
    expect([small.checked, large.checked, large.value, large.name]).toEqual([
      true,
      false,
      'large',
      'size',
    ]);
    expect(large.closest('label')?.className).toBe('size');
    fireEvent.click(large);
    expect([small.checked, large.checked]).toEqual([false, true]);
  });
});

/** A draft form whose tags must not be empty: the message goes on the tags' fieldset. */
const Tags = () => (
  <TestDraftForm
    initial={{ tags: [] as string[] }}
    refuse={(draft) => (draft.tags.length > 0 ? null : { tags: 'none' })}
  >
    {(form) => (
      <DialogFieldset
        form={form}
        field="tags"
        hintPart="labels"
        className="tags"
        legend="Tags"
        hint="One or more."
      >
        <CheckboxChoices
          choices={FRUIT}
          chosen={form.draft.tags}
          onChange={(tags) => form.change({ tags })}
          firstRef={form.bind('tags')}
        />
      </DialogFieldset>
    )}
  </TestDraftForm>
);

describe('DialogFieldset', () => {
  it('gives a choice list its legend, hint and message, and the focus to its first box', async () => {
    renderWithProviders(<Tags />);
    const group = screen.getByRole('group', { name: 'Tags' });
    expect(group.className).toBe('tags');
    expect(describedTexts(group)).toEqual(['One or more.']);
    expect(group.getAttribute('aria-describedby')).toMatch(/-labels-hint$/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Apple' })),
    );
    expect(describedTexts(group)).toEqual(['One or more.', 'tags none']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pear' }));
    expect(describedTexts(group)).toEqual(['One or more.']);
  });
});
