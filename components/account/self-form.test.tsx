import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/forms/text-field';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { SelfForm, useSelfForm } from './self-form';

/** A part of the details page whose save fails for the name "Refused". */
function NicknameForm() {
  const { form, status } = useSelfForm<'nickname'>({
    fields: { nickname: { value: '', rules: 'required' } },
    resetOnSuccess: false,
    onSubmit: (values) =>
      values.nickname === 'Refused'
        ? { status: 409, errors: [{ status: '409', detail: 'Taken' }] }
        : undefined,
    saved: (values) => `Saved ${String(values.nickname)}.`,
  });
  return (
    <SelfForm title="Nickname" form={form} status={status} submit="Save nickname">
      <TextField field={form.field('nickname')} label="Your nickname" />
    </SelfForm>
  );
}

const save = (nickname: string) => {
  fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: nickname } });
  return act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save nickname' })));
};

describe('a part of /account/details', () => {
  it('is a section named by its title, its status line beside the submit button', () => {
    renderWithProviders(<NicknameForm />);
    const section = screen.getByRole('region', { name: 'Nickname' });
    const status = screen.getByRole('status');
    expect(section.contains(status)).toBe(true);
    expect(status.parentElement?.className).toBe('self-actions');
    expect(status.previousElementSibling?.textContent).toBe('Save nickname');
  });

  it('says what was saved, and forgets it when the next submit starts', async () => {
    renderWithProviders(<NicknameForm />);
    await save('Tess');
    expect(screen.getByRole('status').textContent).toBe('Saved Tess.');
    await save('Refused');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Taken');
  });
});
