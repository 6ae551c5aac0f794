'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FilePicker } from '@/components/forms/file-picker';
import { ACCEPT } from '@/lib/files/accept';
import { formatFileSize } from '@/lib/files/format';
import { fileContentUrl, uploadFile } from '@/lib/files/upload';
import { problemBeforeUpload, uploadProblem } from '@/lib/files/upload-errors';
import { type AttachedFile, filesOf, withFileAdded } from '@/lib/portfolio/item-files';
import { type PortfolioItem, portfolioKeys } from '@/lib/resources/portfolio';
import type { PortfolioPages } from '@/lib/resources/portfolio-cache';
import { RemoveFileButton } from './remove-file-button';

type Upload = { name: string; percent: number; controller: AbortController };

/**
 * An item's files (SCREENS "Files": portfolio files where the portal has `account_files`):
 * each with its size and a download link, an accessible file input that states the limits,
 * progress with a cancel while a file is sent, and remove. Nothing at all without the feature
 * (the API then sends no files with the items).
 */
export function ItemFiles({ accountId, item }: { accountId: string; item: PortfolioItem }) {
  const files = filesOf(item);
  if (!files) return null;
  return <FilesOfItem accountId={accountId} item={item} files={files} />;
}

function FilesOfItem({
  accountId,
  item,
  files,
}: {
  accountId: string;
  item: PortfolioItem;
  files: AttachedFile[];
}) {
  const t = useTranslations('portfolio.files');
  const locale = useLocale();
  const client = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // The input is disabled while a file is sent, which takes focus from it: it gets focus back
  // once it is enabled again (after the render that ends the upload).
  const [refocus, setRefocus] = useState(0);
  // Until the page is interactive a chosen file would go nowhere: the input waits for it.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  useEffect(() => {
    if (refocus > 0) input.current?.focus();
  }, [refocus]);

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared at once, so the same file can be chosen again after a failure.
    event.currentTarget.value = '';
    if (!file) return;
    setProblem(null);
    setStatus('');
    const early = problemBeforeUpload(file);
    if (early) {
      setProblem(t(`errors.${early}`, { name: file.name }));
      return;
    }
    const controller = new AbortController();
    setUpload({ name: file.name, percent: 0, controller });
    try {
      const uploaded = await uploadFile(file, {
        purpose: 'portfolio',
        portfolioItemId: item.id,
        signal: controller.signal,
        onProgress: (fraction) =>
          setUpload((current) => current && { ...current, percent: Math.round(fraction * 100) }),
      });
      const attached: AttachedFile = {
        id: uploaded.id,
        fileName: uploaded.fileName,
        contentType: uploaded.contentType,
        sizeBytes: uploaded.sizeBytes,
        createdAt: new Date().toISOString(),
      };
      client.setQueriesData<PortfolioPages>(
        { queryKey: portfolioKeys.list(accountId) },
        (data) => withFileAdded(data, item.id, attached) ?? data,
      );
      setStatus(t('attached', { name: uploaded.fileName }));
      void client.invalidateQueries({ queryKey: portfolioKeys.list(accountId) });
    } catch (error) {
      setProblem(t(`errors.${uploadProblem(error)}`, { name: file.name }));
    } finally {
      setUpload(null);
      setRefocus((count) => count + 1);
    }
  }

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    // Not a region: every item has one, and landmarks must have names of their own.
    <div className="portfolio-files">
      <h4 className="portfolio-files-title">{t('title')}</h4>
      {files.length === 0 ? (
        <p className="portfolio-files-none">{t('none')}</p>
      ) : (
        <ul className="portfolio-file-list kit-list">
          {files.map((file) => (
            <li key={file.id} className="portfolio-file kit-row">
              <a
                href={fileContentUrl(file.id)}
                download={file.fileName}
                className="portfolio-file-link"
                aria-label={t('download', {
                  name: file.fileName,
                  size: formatFileSize(file.sizeBytes, locale),
                })}
              >
                {file.fileName}
              </a>
              <span className="portfolio-file-size">{formatFileSize(file.sizeBytes, locale)}</span>
              <RemoveFileButton
                accountId={accountId}
                itemId={item.id}
                file={file}
                onRemoved={() => {
                  setStatus(t('removed', { name: file.fileName }));
                  input.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="portfolio-file-attach">
        <label htmlFor={`${id}-input`} className="portfolio-file-label">
          {t('attach')}
        </label>
        <FilePicker
          ref={input}
          id={`${id}-input`}
          accept={ACCEPT.portfolio}
          onChange={attach}
          disabled={!interactive || upload !== null}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={problem ? true : undefined}
        />
        <p id={hintId} className="field-hint portfolio-file-hint">
          {t('hint')}
        </p>
      </div>
      {upload && (
        <div className="portfolio-file-progress kit-row">
          <progress
            max={100}
            value={upload.percent}
            aria-label={t('uploading', { name: upload.name })}
          />
          <span aria-hidden="true">{t('percent', { percent: upload.percent })}</span>
          <button type="button" className="button" onClick={() => upload.controller.abort()}>
            {t('cancel')}
          </button>
        </div>
      )}
      {problem && (
        <p id={problemId} className="field-error portfolio-file-problem" role="alert">
          {problem}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
