import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../css/utils.css';
import { useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { ExternalIcon } from '../Icon/icons';
import * as styles from './Link.css';

export interface TextLinkProps extends Omit<AriaLinkProps, 'children' | 'className'> {
  children: ReactNode;
  /** Opens in a new window (the show website, an external marketplace); says so to everyone. */
  isExternal?: boolean;
  className?: string;
}

/**
 * A text link on RAC's `Link`: client-side routing comes from RAC's `RouterProvider` in the app,
 * the library takes only `href`s. External links open a new window and say so.
 */
export function TextLink({ children, isExternal, className, ...props }: TextLinkProps) {
  const { messages } = useUi();
  return (
    <AriaLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cx(styles.link, className)}
    >
      {children}
      {isExternal ? (
        <>
          <ExternalIcon className={styles.externalIcon} />
          <span className={visuallyHidden}> {messages.newWindow}</span>
        </>
      ) : null}
    </AriaLink>
  );
}
