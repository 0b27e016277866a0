import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../css/utils.css';
import { useUi } from '../../i18n/UiProvider';
import { LockIcon } from '../Icon/icons';
import * as styles from './AppShell.css';

export interface MenuItem {
  id: string;
  label: string;
  href: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /**
   * The page the user is on: `aria-current="page"` and the accent (docs/design.md "Principles").
   */
  isCurrent?: boolean;
  /** Booth, badges and invitations are locked until the 1st installment is paid (spec §4, §6). */
  isLocked?: boolean;
}

export interface SideMenuProps {
  items: MenuItem[];
  /** Defaults to "Menu principal" / "Main menu". */
  'aria-label'?: string;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** The exhibitor or guest menu of spec §2: a navigation list of links. */
export function SideMenu({ items, onNavigate, ...props }: SideMenuProps) {
  const { messages } = useUi();
  return (
    <nav aria-label={props['aria-label'] ?? messages.mainMenu}>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              aria-current={item.isCurrent ? 'page' : undefined}
              className={styles.menuLink}
              onPress={onNavigate}
            >
              {item.icon ? (
                <span className={styles.menuIcon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span>{item.label}</span>
              {item.isLocked ? (
                <>
                  <LockIcon className={styles.lockIcon} />
                  <span className={visuallyHidden}> ({messages.locked})</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
