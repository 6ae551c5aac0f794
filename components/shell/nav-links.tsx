'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { MenuItem } from '@/lib/access/menu-item';
import { isActiveLink } from '@/shared/access/paths';
import { LinkPending } from './navigation-loader';

/** The current environment's links, nested one level, with the active state of spec §4. */
export function NavLinks({ items }: { items: MenuItem[] }) {
  const t = useTranslations();
  const pathname = usePathname();
  return (
    <ul className="nav-links">
      {items.map((item) => {
        const active = isActiveLink(item.href, pathname, item.exact);
        return (
          <li key={`${item.labelKey}-${item.href}`}>
            {item.children.length > 0 ? (
              <>
                <span className="nav-group">{t(item.labelKey)}</span>
                <NavLinks items={item.children} />
              </>
            ) : (
              <Link
                href={item.href}
                className="nav-link"
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
              >
                {t(item.labelKey)}
                <LinkPending />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
