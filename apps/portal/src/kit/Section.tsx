// A page's section named by its heading (docs/design.md "Type does the work"; WCAG 1.3.1): the
// `section` is labelled by its `h2`, which an `id` ties to it (one is made when none is given).
import { useId, type ReactNode } from 'react';
import * as styles from './screen.css';

export function Section({
  id,
  heading,
  className = styles.section,
  headingClassName = styles.sectionHeading,
  children,
}: {
  /** The heading's id, where something else refers to it (a form it names). */
  id?: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const madeId = useId();
  const headingId = id ?? madeId;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
