// Registration and account initialisation (spec §2: pro/register and guest/register, the same
// screen by role; pro/init/{sfid} and guest/init/{sfid}, prefilled from the CRM contact), on the
// registration machine's steps: identity (init-register), details (valid-infos-register: contact
// and company, with the company-existence check for exhibitors), password (valid-pwd-register:
// password, confirmation, terms). A pure view: the machine's state, its context and `send`.
import { registrationSteps, stepPosition } from '@salon/domain';
import type { registrationMachine } from '@salon/machines';
import { useIntl } from 'react-intl';
import { pathTo } from '../../kit/routing/paths';
import { PicklistsGate, RegistrationPage } from './FormParts';
import type { registrationPicklists } from './picklists';
import { inState } from '../../kit/machineState';
import type { RegistrationViewProps } from './states';
import { DetailsStep } from './RegisterDetailsStep';
import { IdentityStep, PasswordStep } from './RegisterSteps';
import { messages } from './registerMessages';
import { registrationEnd } from './RegistrationEnd';

/** The register and init states of the registration machine (the tmp ones: TmpRegisterView). */
export type RegisterViewProps = RegistrationViewProps<
  typeof registrationMachine,
  keyof typeof registrationPicklists
>;

export function RegisterView({ state, context, send, lang, ...page }: RegisterViewProps) {
  const t = useIntl().formatMessage;
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
  const loginPath = pathTo(lang, isVisitor ? 'guestLogin' : 'proLogin');
  const end = registrationEnd(state, {
    email: context.identity.email,
    lang,
    loginPath,
    title,
    confirmed: t(messages.confirmed),
  });
  if (end) return end;

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
    <RegistrationPage
      step={{ step, name: stepName }}
      title={title}
      lead={lead}
      // 'Already have an account? Log in' before the account is started (spec §2).
      login={step === 1 ? { message: messages.haveAccount, path: loginPath } : undefined}
    >
      {step === 1 ? (
        <IdentityStep
          context={context}
          send={send}
          isSubmitting={state === 'identity.submitting'}
        />
      ) : step === 2 ? (
        <PicklistsGate picklists={page.picklists}>
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
          siteUrl={page.siteUrl}
          isSubmitting={state === 'password.submitting'}
        />
      )}
    </RegistrationPage>
  );
}
