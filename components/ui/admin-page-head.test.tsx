import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminPageHead } from './admin-page-head';

afterEach(cleanup);

describe('AdminPageHead', () => {
  it('renders the h1, its lead and the actions beside them', () => {
    const { container } = render(
      <AdminPageHead
        className="x-head"
        actionsClassName="x-actions"
        title="Things"
        intro="All things"
      >
        <button type="button">New</button>
      </AdminPageHead>,
    );
    expect(container.innerHTML).toBe(
      '<header class="x-head"><div><h1>Things</h1><p class="lead">All things</p></div><div class="x-actions"><button type="button">New</button></div></header>',
    );
  });

  it('lets script focus the title when asked', () => {
    const { container } = render(
      <AdminPageHead
        className="x-head"
        actionsClassName="x-actions"
        title="Things"
        intro="All"
        focusableTitle
      >
        {null}
      </AdminPageHead>,
    );
    expect(container.querySelector('h1')?.getAttribute('tabindex')).toBe('-1');
  });
});
