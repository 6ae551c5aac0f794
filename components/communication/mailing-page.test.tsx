import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, settle, typeInto } from '@/components/modals/form.test-support';
import { showToast } from '@/components/ui/show-toast';
import { ApiError, type ApiErrorObject } from '@/lib/api/errors';
import {
  createMailing,
  EVERYONE,
  type Mailing,
  type MailingDetail,
  mailingKeys,
  sendMailing,
  sendTest,
} from '@/lib/resources/mailings';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { MailingPage } from './mailing-page';

const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/academy/marketing/mailings/new',
}));
vi.mock('@/components/ui/show-toast', () => ({ showToast: vi.fn() }));
vi.mock('@/lib/resources/mailings', async (original) => ({
  ...(await original<typeof import('@/lib/resources/mailings')>()),
  createMailing: vi.fn(),
  sendTest: vi.fn(),
  sendMailing: vi.fn(),
}));
// The shared editor's TipTap is not what these tests are about: a plain text area stands in.
vi.mock('@/components/editor/lazy-editor', () => import('./editor-standin.test-support'));

const SAVED: MailingDetail = {
  mailing: { id: 'm1', subject: 'Autumn news' } as Mailing,
  delivery: 'files',
};
const KNOWN = '{{first_name}}, {{full_name}}, {{portal_name}}, {{unsubscribe_url}}';

const click = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
};
const refusal = (status: number, errors: [pointer: string, detail: string][]) =>
  new ApiError(
    status,
    errors.map(
      ([pointer, detail]): ApiErrorObject => ({
        status: String(status),
        detail,
        ...(pointer ? { source: { pointer } } : {}),
      }),
    ),
  );

/** A new mailing's composer, its audience (the students) counted already. */
function renderComposer() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(mailingKeys.audience({ ...EVERYONE, roles: ['student'] }), {
    count: 3,
    entities: [],
    courses: [],
  });
  renderWithProviders(<MailingPage id={null} />, { queryClient });
}

describe('MailingPage composer (/academy/marketing/mailings/new)', () => {
  afterEach(() => vi.clearAllMocks());

  it('saves the draft as typed, says so, and the page becomes the mailing’s own', async () => {
    vi.mocked(createMailing).mockResolvedValue(SAVED);
    renderComposer();
    typeInto('Subject', 'Autumn news for {{first_name}}');
    typeInto('Message', '<p>New courses.</p>');
    await click('Save draft');
    expect(createMailing).toHaveBeenCalledWith({
      subject: 'Autumn news for {{first_name}}',
      bodyHtml: '<p>New courses.</p>',
      audience: { ...EVERYONE, roles: ['student'] },
    });
    expect(showToast).toHaveBeenCalledWith({ scheme: 'success', message: 'The draft is saved.' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'The draft is saved.',
    );
    expect(router.replace).toHaveBeenCalledWith('/academy/marketing/mailings/m1');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Autumn news for {{first_name}}',
    );
  });

  it('refuses an unknown merge field before anything is sent, on its field, focused', async () => {
    renderComposer();
    typeInto('Subject', 'Hello');
    typeInto('Message', '<p>Dear {{frist_name}}</p>');
    await click('Save draft');
    expect(createMailing).not.toHaveBeenCalled();
    expect(
      screen.getByText(`Unknown merge field {{frist_name}}. You can use ${KNOWN}.`),
    ).toBeTruthy();
    // The body's editing area is not one useForm focuses itself.
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));

    typeInto('Subject', 'Hello {{nick}}');
    await click('Send a test to myself');
    expect(sendTest).not.toHaveBeenCalled();
    const subject = screen.getByLabelText('Subject');
    expect(document.activeElement).toBe(subject);
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf('Subject')).toContain(
      `Unknown merge field {{nick}}. You can use ${KNOWN}.`,
    );
  });

  it('puts the API’s 422 on the fields it names, the first focused, the rest on top', async () => {
    vi.mocked(createMailing).mockRejectedValue(
      refusal(422, [
        ['/data/attributes/audience/roles/0', 'Not a role.'],
        ['/data/attributes/subject', 'The subject is too long.'],
        ['', 'The draft was changed meanwhile.'],
      ]),
    );
    renderComposer();
    typeInto('Subject', 'Autumn news');
    await click('Save draft');
    const subject = screen.getByLabelText('Subject');
    expect(document.activeElement).toBe(subject);
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf('Subject')).toContain('The subject is too long.');
    const audience = screen.getByRole('group', { name: 'Audience' });
    expect(within(audience).getByText('Not a role.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The draft was changed meanwhile.');
    expect(showToast).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('says a failed test in its own words when the API gave none', async () => {
    vi.mocked(createMailing).mockResolvedValue(SAVED);
    vi.mocked(sendTest).mockRejectedValue(new ApiError(500, [{ status: '500' }]));
    renderComposer();
    typeInto('Subject', 'Autumn news');
    await click('Send a test to myself');
    expect(vi.mocked(sendTest).mock.calls[0]?.[0]).toBe('m1');
    expect(screen.getByRole('alert').textContent).toBe(
      'The mailing could not be saved. Please try again.',
    );
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says on the form, by its field, why a confirmed send was refused', async () => {
    vi.mocked(createMailing).mockResolvedValue(SAVED);
    vi.mocked(sendMailing).mockRejectedValue(
      refusal(422, [['/data/attributes/audience', 'Nobody in this audience is subscribed.']]),
    );
    renderComposer();
    typeInto('Subject', 'Autumn news');
    await click('Send now');
    // The modal host loads with the first modal.
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this mailing now?' });
    expect(confirm.textContent).toContain('3 subscribers will receive it.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    await settle();
    expect(sendMailing).toHaveBeenCalledWith('m1', null);
    const audience = screen.getByRole('group', { name: 'Audience' });
    expect(within(audience).getByText('Nobody in this audience is subscribed.')).toBeTruthy();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
