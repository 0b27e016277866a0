import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { MainLandmarkContext } from '../../../kit/MainLandmarkContext';
import * as styles from './AuthPage.css';

export interface AuthPageProps {
  /**
   * The page's one `h1` (docs/design.md, focus: RouteFocus moves focus to it after each navigation). When it
   * changes on the same page (a link turned out invalid, a password saved), focus moves to it
   * too, so that the new situation is read first.
   */
  title: string;
  /** A small line above the title (the login area). */
  eyebrow?: ReactNode;
  /** One sentence under the title: what this page is for. */
  lead?: ReactNode;
  /** `narrow` for a form or a message, `wide` for the home page's choice. */
  width?: 'narrow' | 'wide';
  children?: ReactNode;
}

/**
 * The frame of the public authentication pages: a `main` landmark holding the page title and its
 * content in one readable column. Inside a layout that already provides the `main` landmark (the
 * public layout of spec §2), it renders a plain `div` instead, so the page never holds two `main`
 * landmarks; it looks the same either way. The app says so ahead (MainLandmarkContext), so the
 * prerendered page and its hydration agree; alone (stories), the page measures.
 */
export function AuthPage({ title, eyebrow, lead, width = 'narrow', children }: AuthPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const layoutMain = useContext(MainLandmarkContext);
  const [insideMain, setInsideMain] = useState(layoutMain ?? false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useLayoutEffect(() => {
    // Measured once, before the first paint: a layout does not appear around a mounted page.
    if (layoutMain === null && ref.current?.parentElement?.closest('main, [role="main"]')) {
      setInsideMain(true);
    }
  }, [layoutMain]);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [title]);
  const content = (
    <>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </>
  );
  if (insideMain) {
    return (
      <div ref={ref} className={`${styles.page[width]} ${styles.embedded}`}>
        {content}
      </div>
    );
  }
  return (
    <main ref={ref} className={styles.page[width]}>
      {content}
    </main>
  );
}
