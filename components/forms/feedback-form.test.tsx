import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { FeedbackForm } from './feedback-form';

const write = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Your feedback' }), {
    target: { value: text },
  });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('FeedbackForm (spec §2)', () => {
  it('sends the text, shows the success message and restarts with an empty form', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<FeedbackForm onSubmit={onSubmit} repeatable />);
    write('  More dark mode, please  ');
    await send();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('More dark mode, please');
    const message = screen.getByRole('status');
    expect(message.textContent).toContain('Thank you for your feedback!');
    expect(document.activeElement).toBe(message);
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Give more feedback' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your feedback' }).value).toBe(
      '',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no restart unless repeatable, and requires a text', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<FeedbackForm onSubmit={onSubmit} successMessage="Noted." />);
    await send();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeTruthy();
    write('Hi');
    await send();
    expect(screen.getByRole('status').textContent).toBe('Noted.');
    expect(screen.queryByRole('button', { name: 'Give more feedback' })).toBeNull();
  });

  it('keeps the text and shows the general error when sending fails; cancel clears', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(503, [{ status: '503' }]);
    });
    renderWithProviders(<FeedbackForm onSubmit={onSubmit} onCancel={onCancel} />);
    write('Hi');
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong submitting the form');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
