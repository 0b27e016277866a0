import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { useThemeClassName, useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { InfoIcon } from '../Icon/icons';
import * as styles from './Tooltip.css';

export interface TooltipProps
  extends
    Omit<TooltipTriggerComponentProps, 'children'>,
    Pick<AriaTooltipProps, 'placement' | 'offset'> {
  /** The focusable element the tooltip describes (a RAC `Button` or `Link`). */
  children: ReactElement;
  /** A short text; it never holds the only copy of important information. */
  content: ReactNode;
}

/**
 * A tooltip on RAC's `TooltipTrigger` and `Tooltip`: it shows on hover and on keyboard focus,
 * hides on Escape, and describes its trigger.
 */
export function Tooltip({
  children,
  content,
  placement = 'top',
  offset = 8,
  delay = 400,
  ...props
}: TooltipProps) {
  const themeClassName = useThemeClassName();
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <AriaTooltip
        placement={placement}
        offset={offset}
        className={cx(themeClassName, styles.tooltip)}
      >
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

export interface InfoTipProps extends Omit<TooltipProps, 'children'> {
  /** The button's accessible name; defaults to "Plus d'informations" / "More information". */
  label?: string;
}

/** A small "i" button with a tooltip, next to a label or a figure (the quote's discount rate). */
export function InfoTip({ label, ...props }: InfoTipProps) {
  const { messages } = useUi();
  return (
    <Tooltip {...props}>
      <AriaButton className={styles.infoButton} aria-label={label ?? messages.tooltipInfo}>
        <InfoIcon />
      </AriaButton>
    </Tooltip>
  );
}
