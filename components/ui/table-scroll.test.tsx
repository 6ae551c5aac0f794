import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableScroll } from './table-scroll';

describe('TableScroll', () => {
  it('is a named group that takes focus, named by a label or by a heading', () => {
    render(
      <>
        <h2 id="tokens">Tokens</h2>
        <TableScroll labelledBy="tokens">
          <table />
        </TableScroll>
        <TableScroll label="Tools">
          <table />
        </TableScroll>
      </>,
    );
    for (const name of ['Tokens', 'Tools']) {
      const region = screen.getByRole('group', { name });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(region.className).toBe('table-scroll');
    }
  });
});
