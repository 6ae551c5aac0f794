import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateFact, Fact } from './facts';

describe('Fact', () => {
  it('writes a term and its value as one row of the list', () => {
    const { container } = render(
      <dl>
        <Fact label="Email" testId="fact-email">
          ada@example.test
        </Fact>
      </dl>,
    );
    expect(container.innerHTML).toBe(
      '<dl><div><dt>Email</dt><dd data-testid="fact-email">ada@example.test</dd></div></dl>',
    );
  });

  it('leaves the value without a test id and the row without a class unless given', () => {
    render(
      <dl>
        <Fact label="Entity">Acme</Fact>
      </dl>,
    );
    const value = screen.getByText('Acme');
    expect(value.hasAttribute('data-testid')).toBe(false);
    expect(value.parentElement?.hasAttribute('class')).toBe(false);
  });

  it('sets a row apart by its class', () => {
    const { container } = render(
      <dl>
        <Fact className="commerce-grand-total" label="Total">
          €10
        </Fact>
      </dl>,
    );
    expect(container.querySelector('div')?.className).toBe('commerce-grand-total');
  });
});

describe('DateFact', () => {
  it('keeps the date machine-readable and shows it as worded', () => {
    const { container } = render(
      <dl>
        <DateFact label="Issued" value="2026-01-02" format={(value) => `on ${value}`} />
      </dl>,
    );
    expect(container.querySelector('dd')?.innerHTML).toBe(
      '<time datetime="2026-01-02">on 2026-01-02</time>',
    );
  });
});
