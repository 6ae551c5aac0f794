import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, settle, typeInto } from '@/components/modals/form.test-support';
import { showToast } from '@/components/ui/show-toast';
import { ApiError, noResponseError } from '@/lib/api/errors';
import {
  type Delivery,
  type MailingListSettings,
  mailingKeys,
  saveSettings,
  settingsQuery,
} from '@/lib/resources/mailings';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { MailingSettingsForm } from './settings-form';

vi.mock('@/components/ui/show-toast', () => ({ showToast: vi.fn() }));
vi.mock('@/lib/resources/mailings', async (original) => ({
  ...(await original<typeof import('@/lib/resources/mailings')>()),
  saveSettings: vi.fn(),
  settingsQuery: vi.fn(),
}));

const SETTINGS: MailingListSettings = {
  id: 'portal-1',
  fromName: 'Demo Academy',
  fromAddress: 'news@demo.academy',
  replyTo: null,
  footer: 'Demo Academy · Example Street 1',
  batchSize: 100,
};

const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  await settle(20);
};
const refuse = (status: number, errors: ConstructorParameters<typeof ApiError>[1]) =>
  vi.mocked(saveSettings).mockRejectedValueOnce(new ApiError(status, errors));

/** The form as the page shows it: the settings loaded already. */
function renderForm() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(mailingKeys.settings(), { settings: SETTINGS, delivery: 'files' });
  renderWithProviders(<MailingSettingsForm />, { queryClient });
}

describe('MailingSettingsForm (/academy/marketing, Settings)', () => {
  beforeEach(() => {
    vi.mocked(settingsQuery).mockReturnValue(
      queryOptions({
        queryKey: mailingKeys.settings(),
        queryFn: async () => ({ settings: SETTINGS, delivery: 'files' as Delivery }),
      }),
    );
  });
  afterEach(() => vi.clearAllMocks());

  it('saves the settings as edited, says so and keeps them on the form', async () => {
    vi.mocked(saveSettings).mockResolvedValue({ ...SETTINGS, fromName: 'Safety Academy' });
    renderForm();
    expect(screen.getByLabelText('Sender address')).toHaveProperty('value', 'news@demo.academy');
    typeInto('Sender name', ' Safety Academy ');
    typeInto('Reply-to address', 'support@demo.academy');
    typeInto('Messages per batch', '50');
    await save();
    expect(saveSettings).toHaveBeenCalledWith(
      {
        fromName: 'Safety Academy',
        fromAddress: 'news@demo.academy',
        replyTo: 'support@demo.academy',
        footer: 'Demo Academy · Example Street 1',
        batchSize: 50,
      },
      expect.anything(),
    );
    expect(screen.getByRole('status').textContent).toBe('The settings are saved.');
    expect(showToast).toHaveBeenCalledWith({
      scheme: 'success',
      message: 'The settings are saved.',
    });
    expect(screen.getByLabelText('Sender name')).toHaveProperty('value', 'Safety Academy');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing while a field breaks its rule; the first such field takes focus', async () => {
    renderForm();
    typeInto('Sender name', '');
    typeInto('Sender address', 'not-an-address');
    await save();
    expect(saveSettings).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Sender name'));
    expect(descriptionOf('Sender name')).toEqual(['This field is required']);
    expect(descriptionOf('Sender address')).toEqual([
      'This field should contain a valid email address',
    ]);
  });

  it('shows a 422 on the field it names and focuses it; editing the field clears it', async () => {
    refuse(422, [
      { detail: 'Between 10 and 500.', source: { pointer: '/data/attributes/batch_size' } },
    ]);
    renderForm();
    typeInto('Messages per batch', '5');
    await save();
    expect(descriptionOf('Messages per batch')).toContain('Between 10 and 500.');
    expect(screen.getByLabelText('Messages per batch').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Messages per batch'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    typeInto('Messages per batch', '50');
    expect(descriptionOf('Messages per batch')).not.toContain('Between 10 and 500.');
  });

  it('shows any other refusal as the form’s error; without an answer, that saving failed', async () => {
    refuse(403, [{ status: '403', title: 'Forbidden', detail: 'Only marketing may do this.' }]);
    renderForm();
    await save();
    expect(screen.getByRole('alert').textContent).toBe('Only marketing may do this.');
    vi.mocked(saveSettings).mockRejectedValueOnce(noResponseError());
    await save();
    expect(screen.getByRole('alert').textContent).toBe(
      'The settings could not be saved. Please try again.',
    );
    expect(showToast).not.toHaveBeenCalled();
  });
});
