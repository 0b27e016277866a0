import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type PopoverProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { useThemeClassName, useUi } from '../../i18n/UiProvider';
import { cx } from '../../lib/cx';
import { InfoIcon } from '../Icon/icons';
import * as styles from './Tooltip.css';

/** The little triangle that points at the trigger. */
function Arrow({ className }: { className: string }) {
  return (
    <OverlayArrow>
      <svg width={12} height={6} viewBox="0 0 12 6" className={className} aria-hidden="true">
        <path d="M0 0 L6 6 L12 0" />
      </svg>
    </OverlayArrow>
  );
}

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
        <Arrow className={styles.arrow} />
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

export interface InfoTipProps extends Pick<PopoverProps, 'placement' | 'offset'> {
  /** What the term means, in a few sentences or a short list (spec §2 'tooltip'). */
  content: ReactNode;
  /**
   * The button's accessible name, which names the open tip too: the term it explains
   * ("Conditions de la remise de réinscription"); defaults to "Plus d'informations" / "More
   * information".
   */
  label?: string;
  /** A heading inside the tip; without it, the tip is named by `label`. */
  title?: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A small "i" button that explains a term next to it (the quote's discount, the installments'
 * shares). A press opens it, whether a tap, a click, or Enter or Space from the keyboard, because
 * a tooltip shown on hover and focus never opens on a touch screen: the tip is a small dialog
 * beside its button (RAC `DialogTrigger` and `Popover`), which Escape or a press outside closes,
 * and focus goes back to the button.
 */
export function InfoTip({
  content,
  label,
  title,
  placement = 'top',
  offset = 10,
  ...trigger
}: InfoTipProps) {
  const { messages } = useUi();
  const themeClassName = useThemeClassName();
  const name = label ?? messages.tooltipInfo;
  return (
    <DialogTrigger {...trigger}>
      <AriaButton className={styles.infoButton} aria-label={name}>
        <InfoIcon />
      </AriaButton>
      <Popover placement={placement} offset={offset} className={cx(themeClassName, styles.tip)}>
        <Arrow className={styles.tipArrow} />
        <Dialog className={styles.tipDialog} {...(title ? {} : { 'aria-label': name })}>
          {title ? (
            <Heading slot="title" className={styles.tipTitle}>
              {title}
            </Heading>
          ) : null}
          <div className={styles.tipBody}>{content}</div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
