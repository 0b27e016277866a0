import { LinkButton, PageHeader } from '@salon/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isLanguage, pathTo } from '../../kit/routing/paths';
import { usePageTitle } from '../../kit/usePageTitle';

const messages = defineMessages({
  title: { id: 'not_found.title', defaultMessage: 'Page introuvable' },
  body: {
    id: 'not_found.body',
    defaultMessage:
      'L’adresse que vous avez suivie ne correspond à aucune page du portail. Elle a peut-être changé, ou une faute s’est glissée dans le lien.',
  },
  home: { id: 'not_found.home', defaultMessage: 'Revenir à l’accueil' },
});

/**
 * The catch-all not-found page with a link back home (spec §2). It renders inside the layout's
 * `<main>` (the public one, or the authenticated one for a signed-in user).
 */
export function NotFoundScreen() {
  const intl = useIntl();
  const { lang } = useParams();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  return (
    <div style={{ maxWidth: 640 }}>
      <PageHeader title={title} />
      <p>{intl.formatMessage(messages.body)}</p>
      <LinkButton href={pathTo(isLanguage(lang) ? lang : 'fr', 'home')}>
        {intl.formatMessage(messages.home)}
      </LinkButton>
    </div>
  );
}
