import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AdminLabel, contentLabelKeys } from '@/lib/resources/content-labels';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { LabelsPage } from './labels-page';

const advanced: AdminLabel = {
  id: 'label-advanced',
  // The API names it in the reader's language.
  name: 'Gevorderd',
  names: { en: 'Advanced', nl: 'Gevorderd', ro: 'Avansat' },
  color: '#5b3fa8',
  textColor: '#ffffff',
  contrastRatio: 7.5,
  usageCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('a content label on a Dutch page is named in Dutch', () => {
  it('the edit dialog’s title and its chip preview use the Dutch name, not the English one', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(contentLabelKeys.list(), [advanced]);
    renderWithProviders(<LabelsPage />, { queryClient, locale: 'nl' });
    fireEvent.click(screen.getByRole('button', { name: 'Gevorderd bewerken' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Label “Gevorderd” bewerken');
    const preview = dialog.querySelector('.labels-preview .label-chip');
    expect(preview?.textContent).toBe('Gevorderd');
    // The Dutch name emptied: readers get the English one, and so does the preview.
    fireEvent.change(within(dialog).getByLabelText('Naam in het Nederlands'), {
      target: { value: '' },
    });
    expect(preview?.textContent).toBe('Advanced');
  });
});
