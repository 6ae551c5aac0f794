import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardHead } from './card-head';

afterEach(cleanup);

const classNames = { head: 'head', summary: 'summary', actions: 'actions' };

describe('CardHead', () => {
  it('renders the heading with its id, the summary and the actions in their classes', () => {
    const rename = vi.fn();
    render(
      <CardHead
        classNames={classNames}
        headingId="h"
        title="Main"
        summary="Everyone"
        actions={[{ text: 'Rename', label: 'Rename Main', onClick: rename }, false]}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Main' });
    expect(heading.id).toBe('h');
    const head = heading.closest('.head');
    expect(head?.tagName).toBe('DIV');
    expect(head?.querySelector('p.summary')?.textContent).toBe('Everyone');
    const actions = head?.querySelector<HTMLElement>('.actions');
    if (!actions) throw new Error('no actions');
    const button = within(actions).getByRole('button', { name: 'Rename Main' });
    expect(within(actions).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(button);
    expect(rename).toHaveBeenCalledWith(button);
  });

  it('is a header where told, with its own controls before the actions', () => {
    render(
      <CardHead
        as="header"
        classNames={classNames}
        headingId="h"
        title="Main"
        summary="Everyone"
        actions={[{ text: 'Delete', onClick: () => {} }]}
      >
        <button type="button">Switch</button>
      </CardHead>,
    );
    expect(screen.getByRole('banner').className).toBe('head');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Switch',
      'Delete',
    ]);
  });
});
