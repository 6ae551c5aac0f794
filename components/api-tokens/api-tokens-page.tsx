'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions, OpenerButton } from '@/components/ui/admin-actions';
import { QueryItems } from '@/components/ui/admin-list-states';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
import { showToast } from '@/components/ui/show-toast';
import {
  type ApiToken,
  apiTokenKeys,
  apiTokensQuery,
  revokeApiToken,
  tokenState,
} from '@/lib/resources/api-tokens';
import { CreatedTokenDialog } from './created-token-dialog';
import { NewTokenDialog } from './new-token-dialog';
import './api-tokens.css';

/**
 * /admin/settings/api-tokens (issue 42): the portal's tokens for other systems, what each may
 * do and until when, when each was last used, and New token and Revoke.
 */
export function ApiTokensPage() {
  const t = useTranslations('apiTokens');
  const query = useQuery(apiTokensQuery());
  const client = useQueryClient();
  const modals = useModals();
  const addButton = useRef<HTMLButtonElement>(null);

  const showCreated = (token: ApiToken) => {
    const modalId = `api-token-created:${token.id}`;
    modals.open(modalId, () => (
      <CreatedTokenDialog token={token} onClosed={() => addButton.current?.focus()} />
    ));
  };
  const add = (trigger: HTMLElement) => {
    const modalId = 'api-token-new';
    modals.open(modalId, () => (
      <NewTokenDialog
        modalId={modalId}
        onClosed={(made) => (made ? showCreated(made) : trigger.focus())}
      />
    ));
  };
  const revoke = (token: ApiToken, trigger: HTMLElement) => {
    const modalId = `api-token-revoke:${token.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('revoke.title', { name: token.name })}
        description={t('revoke.description', { name: token.name })}
        confirm={t('revoke.confirm')}
        busy={t('revoke.busy')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await revokeApiToken(token.id);
          await client.invalidateQueries({ queryKey: apiTokenKeys.all() });
          showToast({ scheme: 'success', message: t('revoke.done', { name: token.name }) });
        }}
        onClosed={(done) => (done ? addButton.current?.focus() : trigger.focus())}
      />
    ));
  };

  return (
    <div className="api-tokens">
      <p className="api-tokens-usage">
        {t.rich('usage', {
          code: (chunks) => <code>{chunks}</code>,
          reference: (chunks) => (
            <a href="/api/v1/openapi.json" target="_blank" rel="noopener">
              {chunks}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          ),
        })}
      </p>
      <div className="api-tokens-toolbar">
        <OpenerButton
          ref={addButton}
          className="button button-primary"
          text={t('add')}
          onClick={add}
        />
      </div>
      <QueryItems
        query={query}
        items={query.data}
        empty={
          <p className="api-tokens-empty" role="status">
            {t('empty')}
          </p>
        }
      >
        {(tokens) => <TokensTable tokens={tokens} onRevoke={revoke} />}
      </QueryItems>
    </div>
  );
}

function TokensTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  onRevoke: (token: ApiToken, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('apiTokens');
  const format = useFormatter();
  const day = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  const columns: AdminColumn<ApiToken>[] = [
    { header: t('columns.name'), rowHeader: true, cell: (token) => token.name },
    {
      header: t('columns.token'),
      cell: (token) => <code className="api-tokens-hint">{`${token.hint}…`}</code>,
    },
    {
      header: t('columns.scopes'),
      cell: (token) => (
        <ul className="api-tokens-scopes">
          {token.scopes.map((scope) => (
            <li key={scope}>{t(`scopes.${scope.replace(':', '_')}` as 'scopes.accounts_read')}</li>
          ))}
        </ul>
      ),
    },
    { header: t('columns.expires'), cell: (token) => day(token.expiresAt) },
    {
      header: t('columns.lastUsed'),
      cell: (token) =>
        token.lastUsedAt
          ? format.dateTime(new Date(token.lastUsedAt), { dateStyle: 'medium', timeStyle: 'short' })
          : t('never'),
    },
    { header: t('columns.createdBy'), cell: (token) => token.createdBy },
    {
      header: t('columns.state'),
      cell: (token) => {
        const state = tokenState(token);
        return (
          <span className={`api-tokens-state api-tokens-state-${state}`}>
            {t(`states.${state}`)}
          </span>
        );
      },
    },
    {
      header: t('columns.actions'),
      hideHeader: true,
      cellClassName: 'api-tokens-actions',
      cell: (token) =>
        tokenState(token) === 'active' ? (
          <AdminActions
            actions={[
              {
                text: t('revoke.short'),
                label: t('revoke.label', { name: token.name }),
                onClick: (trigger) => onRevoke(token, trigger),
              },
            ]}
          />
        ) : null,
    },
  ];
  return (
    <AdminTable
      className="api-tokens-table"
      caption={t('caption')}
      labelCells
      columns={columns}
      rows={tokens}
    />
  );
}
