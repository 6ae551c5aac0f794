import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorLine } from './error-line';

describe('ErrorLine', () => {
  it('shows the message under its id', () => {
    const { container } = render(<ErrorLine id="name-error" message="Required" />);
    expect(container.innerHTML).toBe('<p id="name-error" class="field-error">Required</p>');
  });

  it('renders nothing without a message or without an id', () => {
    for (const props of [
      { id: 'name-error', message: undefined },
      { id: 'name-error', message: null },
      { id: 'name-error', message: '' },
      { id: undefined, message: 'Required' },
    ]) {
      const { container } = render(<ErrorLine {...props} />);
      expect(container.innerHTML).toBe('');
    }
  });
});
