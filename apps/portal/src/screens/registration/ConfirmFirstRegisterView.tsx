// confirm-first-register and confirm-first-register-matter-and-shape (spec §2): the request is
// with the sales team and its selection committee; a reply is promised within 72 hours (spec §1,
// §9). The page reads the same after a reload: only the reference needs the router state.
import type { Language } from '@salon/domain';
import type { FirstRegistrationVariant } from '@salon/machines';
import { Alert, LinkButton } from '@salon/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import { RegistrationPage } from './FormParts';
import * as styles from './registration.css';

const messages = defineMessages({
  title: { id: 'confirm_first.title', defaultMessage: 'Votre demande est envoyée' },
  body: {
    id: 'confirm_first.body',
    defaultMessage:
      'Notre équipe commerciale a bien reçu votre demande de première inscription. Elle la présentera au comité de sélection du salon, puis vous écrira à l’adresse e-mail que vous avez donnée.',
  },
  email: {
    id: 'confirm_first.email',
    defaultMessage:
      'Un e-mail de confirmation vient de vous être envoyé. Vous ne le trouvez pas ? Pensez à regarder dans vos courriers indésirables.',
  },
  reference: defineMessage<{ reference: string }>({
    id: 'confirm_first.reference',
    defaultMessage: 'Référence de votre demande : {reference}',
  }),
  home: { id: 'confirm_first.home', defaultMessage: 'Revenir à l’accueil' },
});

export interface ConfirmFirstRegisterViewProps {
  lang: Language;
  variant: FirstRegistrationVariant;
  /** The request's id, when the page was reached from the form (router state). */
  requestId: string | null;
}
type Props = ConfirmFirstRegisterViewProps;

export function ConfirmFirstRegisterView({ lang, variant, requestId }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <RegistrationPage title={t(messages.title)}>
      {/* Spec §1, §9: the reply within 72 hours, in the domain's own words. */}
      <Alert tone="positive" announce="none">
        {formatKey(intl, 'success.first_registration_sent')}
      </Alert>
      <p className={styles.text}>{t(messages.body)}</p>
      <p className={styles.text}>{t(messages.email)}</p>
      {requestId ? (
        <p className={styles.text}>{t(messages.reference, { reference: requestId })}</p>
      ) : null}
      {variant === 'default' ? (
        <div>
          <LinkButton variant="secondary" href={pathTo(lang, 'home')}>
            {t(messages.home)}
          </LinkButton>
        </div>
      ) : null}
    </RegistrationPage>
  );
}
