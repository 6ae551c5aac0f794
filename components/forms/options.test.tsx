import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Options, partOf } from './options';

const items = [
  { id: 'a', name: 'Alpha', locale: 'en' },
  { id: 'b', name: 'Beta', locale: 'nl' },
];

function optionsOf(ui: React.ReactNode) {
  const { container } = render(<select>{ui}</select>);
  return container.querySelector('select')?.innerHTML;
}

describe('Options', () => {
  it('writes one option per item, valued and worded by the item', () => {
    expect(optionsOf(<Options items={items} value={(i) => i.id} label={(i) => i.name} />)).toBe(
      '<option value="a">Alpha</option><option value="b">Beta</option>',
    );
  });

  it('puts the empty choice first and marks each text with its language where given', () => {
    expect(
      optionsOf(
        <Options
          items={items}
          value={(i) => i.id}
          label={(i) => i.name}
          lang={(i) => i.locale}
          empty="All"
        />,
      ),
    ).toBe(
      '<option value="">All</option><option value="a" lang="en">Alpha</option><option value="b" lang="nl">Beta</option>',
    );
  });

  it('takes numbers as values', () => {
    expect(optionsOf(<Options items={[7, 30]} value={(d) => d} label={(d) => `${d} days`} />)).toBe(
      '<option value="7">7 days</option><option value="30">30 days</option>',
    );
  });
});

describe('partOf', () => {
  it('reads a property by name or calls a function of the item', () => {
    const item = { id: 'a', name: 'Alpha' };
    expect(partOf(item, 'name')).toBe('Alpha');
    expect(partOf(item, (i: typeof item) => `${i.id}!`)).toBe('a!');
  });

  it('lets Options name the parts by property', () => {
    expect(optionsOf(<Options items={items} value="id" label="name" />)).toBe(
      '<option value="a">Alpha</option><option value="b">Beta</option>',
    );
  });
});
