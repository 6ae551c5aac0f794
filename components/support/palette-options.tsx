'use client';

import { Command } from 'cmdk';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/shell/avatar';
import { isOnline } from '@/lib/dates/online';
import type { PaletteItem } from '@/lib/support/palette-items';

/** One option of the palette's listbox; cmdk moves focus between them and calls onSelect. */
export function PaletteOption({
  item,
  now,
  pinned,
  onChoose,
  onTogglePin,
}: {
  item: PaletteItem;
  now: Date;
  /** Undefined: the item cannot be pinned (commands, portals). */
  pinned: boolean | undefined;
  onChoose: (item: PaletteItem) => void;
  onTogglePin: (item: PaletteItem) => void;
}) {
  return (
    <Command.Item
      value={item.value}
      onSelect={() => onChoose(item)}
      className="support-option"
      aria-keyshortcuts={pinned === undefined ? undefined : 'Shift+Enter'}
    >
      <OptionContent item={item} now={now} />
      {pinned !== undefined && (
        <PinStar item={item} pinned={pinned} onToggle={() => onTogglePin(item)} />
      )}
    </Command.Item>
  );
}

/**
 * The star at the end of an account's row. An option may hold no control of its own (ARIA), so
 * this is a pointer target only: keyboards and screen readers use Shift+Enter on the option
 * (its aria-keyshortcuts), and an account found that is pinned says so in its name.
 */
function PinStar({
  item,
  pinned,
  onToggle,
}: {
  item: PaletteItem;
  pinned: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations('support');
  const name =
    item.kind === 'pin' ? item.pin.title : item.kind === 'account' ? item.account.fullName : '';
  return (
    <>
      {/* In the pins list every item is pinned: the heading says so already. */}
      {pinned && item.kind === 'account' && (
        <span className="visually-hidden">, {t('pin.state')}</span>
      )}
      <span
        className="support-pin"
        data-pinned={pinned}
        aria-hidden="true"
        title={t('pin.toggle', { name })}
        // Not a click on the option: that would open the account.
        onPointerDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        {pinned ? '★' : '☆'}
      </span>
    </>
  );
}

function OptionContent({ item, now }: { item: PaletteItem; now: Date }) {
  const t = useTranslations('support');
  switch (item.kind) {
    case 'command':
      return (
        <>
          <span className="support-option-icon" aria-hidden="true">
            {item.command === 'accounts' ? '@' : '⇄'}
          </span>
          <OptionText
            title={t(`commands.${item.command}`)}
            meta={t(`commands.${item.command}Hint`)}
          />
        </>
      );
    case 'pin':
      return (
        <>
          <Avatar name={item.pin.title} url={item.pin.image} size={32} />
          <OptionText title={item.pin.title} />
        </>
      );
    case 'account': {
      const { account } = item;
      return (
        <>
          <Avatar name={account.fullName} url={account.avatarUrl} size={32} />
          <OptionText title={account.fullName} meta={account.entity?.name} />
          {isOnline(account.lastOnline, now) && (
            <span className="support-online">
              <span className="support-online-dot" aria-hidden="true" title={t('online')} />
              <span className="visually-hidden">{t('online')}</span>
            </span>
          )}
        </>
      );
    }
    case 'portal':
      return (
        <>
          <span className="support-option-icon" aria-hidden="true">
            ⌂
          </span>
          <OptionText title={item.portal.name} meta={item.portal.portalDomains?.[0]?.domain} />
          {item.current && <span className="support-badge">{t('current')}</span>}
        </>
      );
  }
}

function OptionText({ title, meta }: { title: string; meta?: string | null }) {
  return (
    <span className="support-option-text">
      <span className="support-option-title">{title}</span>
      {meta && <span className="support-option-meta">{meta}</span>}
    </span>
  );
}
