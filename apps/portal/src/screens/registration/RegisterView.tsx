// Registration and account initialisation (spec §2: pro/register and guest/register, the same
// screen by role; pro/init/{sfid} and guest/init/{sfid}, prefilled from the CRM contact), on the
// registration machine's steps: identity (init-register), details (valid-infos-register: contact
// and company, with the company-existence check for exhibitors), password (valid-pwd-register:
// password, confirmation, terms). A pure view: the machine's state, its context and `send`.
import { registrationSteps, stepPosition } from '@salon/domain';
import type { registrationMachine } from '@salon/machines';
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../kit/usePageTitle';
import { pathTo } from '../../kit/routing/paths';
import { LoginInstead, PageTitle, PicklistsGate, RegistrationDone } from './FormParts';
import type { registrationPicklists } from './picklists';
import * as styles from './registration.css';
import { inState } from '../../kit/machineState';
import type { RegistrationViewProps } from './states';
import { DetailsStep } from './RegisterDetailsStep';
import { IdentityStep, PasswordStep } from './RegisterSteps';
import { messages } from './registerMessages';
import { AccountExists } from './AccountExists';

/** The register and init states of the registration machine (the tmp ones: TmpRegisterView). */
export type RegisterViewProps = RegistrationViewProps<
  typeof registrationMachine,
  keyof typeof registrationPicklists
>;

export function RegisterView({
  state,
  context,
  send,
  lang,
  picklists,
  siteUrl,
}: RegisterViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const isVisitor = context.role === 'visiteur';
  const title = t(
    context.mode === 'init'
      ? isVisitor
        ? messages.titleInitVisitor
        : messages.titleInitExhibitor
      : isVisitor
        ? messages.titleVisitor
        : messages.titleExhibitor,
  );
  usePageTitle(title);
  const loginPath = pathTo(lang, isVisitor ? 'guestLogin' : 'proLogin');

  if (state === 'accountExists') {
    return (
      <AccountExists
        email={context.identity.email}
        lang={lang}
        loginPath={loginPath}
        messages={messages}
      />
    );
  }

  if (state === 'confirmed') {
    return <RegistrationDone title={title} label={t(messages.confirmed)} />;
  }

  const { number: step } = stepPosition(
    registrationSteps,
    inState(state, 'identity') ? 'identity' : inState(state, 'details') ? 'details' : 'password',
  );
  const stepName = t(
    step === 1 ? messages.stepIdentity : step === 2 ? messages.stepDetails : messages.stepPassword,
  );
  const lead =
    step === 1
      ? t(context.mode === 'init' ? messages.leadInit : messages.leadRegister)
      : step === 2
        ? t(messages.leadDetails)
        : t(messages.leadPassword);

  return (
    <div className={styles.page}>
      <PageTitle eyebrow={t(messages.step, { step, name: stepName })} title={title} lead={lead} />
      {step === 1 ? (
        <IdentityStep
          context={context}
          send={send}
          isSubmitting={state === 'identity.submitting'}
        />
      ) : step === 2 ? (
        <PicklistsGate picklists={picklists}>
          {(options) => (
            <DetailsStep
              context={context}
              send={send}
              state={state}
              isVisitor={isVisitor}
              options={options}
            />
          )}
        </PicklistsGate>
      ) : (
        <PasswordStep
          context={context}
          send={send}
          lang={lang}
          siteUrl={siteUrl}
          isSubmitting={state === 'password.submitting'}
        />
      )}
      {step === 1 ? <LoginInstead message={messages.haveAccount} loginPath={loginPath} /> : null}
    </div>
  );
}
