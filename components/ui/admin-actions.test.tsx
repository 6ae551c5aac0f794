import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminActions, OpenerButton } from './admin-actions';

afterEach(cleanup);

describe('OpenerButton', () => {
  it('is a plain button named by its label that hands itself to onClick', () => {
    const onClick = vi.fn();
    render(<OpenerButton text="Edit" label="Edit Sales" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Edit Sales' });
    expect(button.outerHTML).toBe(
      '<button type="button" class="button" aria-label="Edit Sales">Edit</button>',
    );
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledWith(button);
  });

  it('takes other classes, a disabled state and a ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <OpenerButton
        ref={ref}
        text="New"
        className="button button-primary"
        disabled
        onClick={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'New' });
    expect(button.className).toBe('button button-primary');
    expect(button).toHaveProperty('disabled', true);
    expect(ref.current).toBe(button);
  });
});

describe('AdminActions', () => {
  it('renders the actions in order and skips the ones that do not apply', () => {
    render(
      <div data-testid="actions">
        <AdminActions
          actions={[
            { text: 'Rename', label: 'Rename A', onClick: () => {} },
            false,
            { text: 'Delete', label: 'Delete A', onClick: () => {} },
          ]}
        />
      </div>,
    );
    const actions = screen.getByTestId('actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rename', 'Delete']);
    expect(screen.getByTestId('actions').children).toHaveLength(2);
  });
});
