// An empty state whose next step is another page of the portal (docs/design.md "The next step
// first"): what is empty, why, and the link there, in the page's language.
import { EmptyState, LinkButton, type EmptyStateProps } from '@salon/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLanguage } from './language';
import { pathTo, type RouteName } from './routing/paths';

export function EmptyStateLink({
  title,
  description,
  to,
  action,
  headingLevel,
}: {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The page the next step is on. */
  to: RouteName;
  /** The link's label. */
  action: MessageDescriptor;
  headingLevel?: EmptyStateProps['headingLevel'];
}) {
  const t = useIntl().formatMessage;
  const lang = useLanguage();
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={t(title)}
      description={t(description)}
      action={
        <LinkButton href={pathTo(lang, to)} variant="secondary">
          {t(action)}
        </LinkButton>
      }
    />
  );
}
