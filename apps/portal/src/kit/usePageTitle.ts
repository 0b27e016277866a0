import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  suffix: { id: 'app.title_suffix', defaultMessage: 'Espace exposants et visiteurs' },
});

/** Sets the document title to the page's heading, then the portal's name (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  const intl = useIntl();
  const suffix = intl.formatMessage(messages.suffix);
  useEffect(() => {
    document.title = `${title} — ${suffix}`;
  }, [title, suffix]);
}
