import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, settle } from '@/components/modals/form.test-support';
import { portalWithLanguages } from '@/components/translations/portal-languages.test-support';
import { ApiError } from '@/lib/api/errors';
import type { Announcement } from '@/lib/resources/announcements';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AnnouncementForm } from './announcement-form';
import { toLocalInput } from './local-input';

// The shared editor's TipTap is not what these tests are about: a plain text area stands in.
vi.mock('@/components/editor/lazy-editor', () => import('./editor-standin.test-support'));

const STORED = {
  id: 'a1',
  title: 'Exam week',
  bodyHtml: '<p>Exams start on Monday.</p>',
  language: 'nl',
  severity: 'warning',
  audienceRoles: ['coach'],
  audienceEntityIds: [],
  showBanner: true,
  showNews: true,
  notify: false,
  startsAt: '2030-12-24T17:05:00.000Z',
  endsAt: null,
} as unknown as Announcement;

type Props = ComponentProps<typeof AnnouncementForm>;

/** The form as the screen opens it, on a portal in English and Dutch. */
function renderForm(props: Partial<Props> = {}) {
  const queryClient = portalWithLanguages(['academy_admin'], ['en', 'nl']);
  const all: Props = {
    announcement: null,
    entities: [{ id: 'e1', name: 'Northwind' }],
    onSubmit: vi.fn(),
    onCancel: vi.fn(),
    ...props,
  };
  const rendered = renderWithProviders(<AnnouncementForm {...all} />, { queryClient });
  return {
    ...rendered,
    props: all,
    form: screen.getByRole('form'),
  };
}

describe('AnnouncementForm (/admin/announcements)', () => {
  it('opens a new one on its heading and sends what was typed and ticked', () => {
    const { form, props } = renderForm();
    expect(screen.getByRole('form', { name: 'New announcement' })).toBe(form);
    expect(document.activeElement).toBe(
      within(form).getByRole('heading', { name: 'New announcement' }),
    );
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Exam week' } });
    fireEvent.change(within(form).getByLabelText('Text'), { target: { value: '<p>Monday.</p>' } });
    fireEvent.change(within(form).getByLabelText('Severity'), { target: { value: 'critical' } });
    expect(
      (within(form).getByRole('checkbox', { name: 'Banner' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Notification' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Students' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Coaches' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Students' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Northwind' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(props.onSubmit).toHaveBeenCalledTimes(1);
    expect(props.onSubmit).toHaveBeenCalledWith({
      title: 'Exam week',
      bodyHtml: '<p>Monday.</p>',
      language: 'en',
      severity: 'critical',
      audienceRoles: ['coach'],
      audienceEntityIds: ['e1'],
      showBanner: true,
      showNews: false,
      notify: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it('starts from a stored one and sends it back as it was', () => {
    const { form, props } = renderForm({ announcement: STORED });
    expect(screen.getByRole('heading', { name: 'Edit “Exam week”' })).toBeTruthy();
    const title = within(form).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Exam week');
    expect(title.lang).toBe('nl');
    fireEvent.change(within(form).getByLabelText('Language of the text'), {
      target: { value: 'en' },
    });
    expect(title.lang).toBe('en');
    expect(
      (within(form).getByRole('checkbox', { name: 'Coaches' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // Every stored field but its id goes back: the language as changed, the start as the form
    // reads it back from the local time it showed.
    const { id: _id, ...fields } = STORED;
    expect(props.onSubmit).toHaveBeenCalledWith({
      ...fields,
      language: 'en',
      startsAt: new Date(toLocalInput(STORED.startsAt)).toISOString(),
    });
  });

  it('shows a refusal by field, the first one focused, and keeps what was typed', async () => {
    const refusal = (pointer: string | null, detail: string) => ({
      status: '422',
      detail,
      ...(pointer ? { source: { pointer: `/data/attributes/${pointer}` } } : {}),
    });
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(422, [
          refusal('audience_roles', 'Pick a role.'),
          refusal('severity', 'This is not a severity.'),
          refusal(null, 'Something else went wrong.'),
        ]),
      );
    const { form } = renderForm({ onSubmit });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Exam week' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await settle();
    const severity = within(form).getByLabelText('Severity');
    expect(document.activeElement).toBe(severity);
    expect(severity.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf('Severity')).toEqual([
      'The banner shows one announcement at a time: the most severe, then the newest.',
      'This is not a severity.',
    ]);
    expect(within(form).getByText('Pick a role.')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Something else went wrong.');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Exam week');
  });

  it('says a refusal without a text in its own words, on top', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(500, [{ status: '500' }]));
    const { form } = renderForm({ onSubmit });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await settle();
    expect(within(form).getByRole('alert').textContent).toBe(
      'The announcement could not be saved. Please try again.',
    );
  });

  it('sends nothing more while saving', async () => {
    const { form, props } = renderForm({ onSubmit: vi.fn(() => new Promise(() => {})) });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await settle();
    const save = within(form).getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(
      (within(form).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.submit(form);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });
});
