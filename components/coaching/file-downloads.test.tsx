import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileContentUrl } from '@/lib/files/upload';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { FileDownloads } from './file-downloads';

describe('a list of handed-in files', () => {
  it('links each file for download under its own name, with its size', () => {
    renderWithProviders(
      <FileDownloads
        files={[{ id: 'file-1', fileName: 'essay.pdf', sizeBytes: 340_000 }]}
        className="ticket-files"
        label="Files"
        locale="en"
      />,
    );
    const list = screen.getByRole('list', { name: 'Files' });
    expect(list.className).toBe('ticket-files');
    const link = screen.getByRole('link', { name: 'essay.pdf' });
    expect(link.getAttribute('href')).toBe(fileContentUrl('file-1'));
    expect(link.getAttribute('download')).toBe('essay.pdf');
    expect(list.querySelector('li')?.textContent).toBe('essay.pdf 340 kB');
  });

  it('shows no list when nothing was handed in', () => {
    renderWithProviders(
      <FileDownloads files={[]} className="coach-files" label="Files" locale="en" />,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
