// The first-registration request (spec §2 pro/first-registration and its Matter and Shape
// variant; 'Registration request' and 'Company-existence check with a list to pick from'; spec
// §5 rules; spec §8 codes 4001/4010, 3030, 4050): email check, company check, then the request
// (company details, commercial information, main activity, further information, about you,
// events of interest, specific request, desired surface, optional sales contact, terms).
// A pure view of the first-registration machine: its state, its context and `send`.
import { firstRegistrationSteps, normalizeEmail, stepPosition } from '@salon/domain';
import type { firstRegistrationMachine } from '@salon/machines';
import { Alert, Button, LinkButton, LoadingState } from '@salon/ui';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { pathTo } from '../../kit/routing/paths';
import { OutcomePage, PicklistsGate, RegistrationDone, RegistrationPage } from './FormParts';
import { firstRegMessages as messages } from './firstRegistrationMessages';
import type { firstRegistrationPicklists } from './picklists';
import * as styles from './registration.css';
import { inState } from '../../kit/machineState';
import type { RegistrationViewProps } from './states';
import { CompanyCheck, EmailCheck } from './FirstRegistrationChecks';
import { RequestForm } from './FirstRegistrationRequest';

export type FirstRegistrationLists = keyof typeof firstRegistrationPicklists;

export type FirstRegistrationViewProps = RegistrationViewProps<
  typeof firstRegistrationMachine,
  FirstRegistrationLists
>;
type Props = FirstRegistrationViewProps;

export function FirstRegistrationView({ state, context, send, lang, ...page }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const title = t(messages.title);
  const email = context.contact.email || normalizeEmail(context.emailCheck.email);
  const withEmail = (path: string) => (email ? `${path}?${new URLSearchParams({ email })}` : path);

  if (state === 'accountExists') {
    return (
      <OutcomePage
        title={t(messages.accountExistsTitle)}
        tone="warning"
        actions={
          <>
            <LinkButton href={withEmail(pathTo(lang, 'proLogin'))}>{t(messages.login)}</LinkButton>
            <LinkButton variant="secondary" href={withEmail(pathTo(lang, 'forgotPassword'))}>
              {t(messages.forgotPassword)}
            </LinkButton>
          </>
        }
      >
        {formatKey(intl, 'error.account_already_exists')}
      </OutcomePage>
    );
  }

  if (state === 'noPortalAccount') {
    return (
      <OutcomePage
        title={t(messages.noPortalAccountTitle)}
        tone="info"
        actions={
          <LinkButton href={withEmail(pathTo(lang, 'forgotPassword'))}>
            {t(messages.forgotPassword)}
          </LinkButton>
        }
      >
        {formatKey(intl, 'error.no_portal_account')}
      </OutcomePage>
    );
  }

  if (state === 'closed') {
    return (
      <OutcomePage
        title={t(messages.closedTitle)}
        tone="info"
        actions={
          context.variant === 'default' ? (
            <LinkButton variant="secondary" href={pathTo(lang, 'home')}>
              {t(messages.home)}
            </LinkButton>
          ) : null
        }
      >
        <p className={styles.text}>
          {formatKey(intl, context.message ?? 'error.request_already_made')}
        </p>
        <p className={styles.text}>{t(messages.closedBody)}</p>
      </OutcomePage>
    );
  }

  if (state === 'confirmed') {
    return <RegistrationDone title={title} label={t(messages.confirmed)} />;
  }

  const step = inState(state, 'emailCheck') || state === 'accountNotFound' ? 1 : 0;
  const stepName =
    step === 1
      ? t(messages.stepEmail)
      : inState(state, 'form.details')
        ? t(messages.stepRequest)
        : t(messages.stepCompany);
  const stepNumber = stepPosition(
    firstRegistrationSteps,
    step === 1 ? 'email' : inState(state, 'form.details') ? 'request' : 'company',
  ).number;

  return (
    <RegistrationPage
      step={{ step: stepNumber, name: stepName }}
      title={title}
      lead={stepNumber === 1 ? t(messages.lead) : undefined}
    >
      {inState(state, 'emailCheck') ? (
        <EmailCheck context={context} send={send} isChecking={state === 'emailCheck.checking'} />
      ) : state === 'accountNotFound' ? (
        <>
          <Alert tone="info">
            {formatKey(intl, context.message ?? 'error.account_does_not_exist')}
          </Alert>
          <LoadingState label={t(messages.openingForm)} />
        </>
      ) : state === 'form.loading' ? (
        <LoadingState label={t(messages.loading)} />
      ) : state === 'form.loadFailed' ? (
        <Alert
          tone="critical"
          actions={
            <Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>
              {t(messages.retry)}
            </Button>
          }
        >
          {t(messages.loadFailed)}
        </Alert>
      ) : inState(state, 'form.company') ? (
        <CompanyCheck context={context} send={send} state={state} />
      ) : (
        <PicklistsGate picklists={page.picklists}>
          {(options) => (
            <RequestForm
              context={context}
              send={send}
              lang={lang}
              siteUrl={page.siteUrl}
              options={options}
              isSubmitting={state === 'form.details.submitting'}
            />
          )}
        </PicklistsGate>
      )}
    </RegistrationPage>
  );
}
