import * as styles from './Spinner.css';

/** A decorative spinning ring; the busy state is announced by its owner's text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={[styles.spinner, className].filter(Boolean).join(' ')} />
  );
}
