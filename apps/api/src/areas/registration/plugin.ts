// The registration area, one encapsulated plugin: the public registration, password and email
// calls (spec §7, with the client token), and the sales team's decisions on first-registration
// requests and contacts who joined a company (added calls behind the operator key).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import type { BillingConfig } from '../../core/billing/config';
import { registerEndpoints } from '../../core/endpoints/register';
import type { Handlers } from '../../core/endpoints/types';
import { activateContact, decideFirstRegistration, listFirstRegistrations } from './decisions';
import { forgotPassword, resendVerification, resetPassword, verifyEmail } from './email-links';
import { checkContact, firstRegister, searchAccount } from './first-registration';
import {
  initRegister,
  validInfosRegister,
  validPwdRegister,
  validTmpRegister,
} from './registration';

type RegistrationContext = AppContext<BillingConfig>;

type RegistrationNames =
  | 'initRegister'
  | 'validInfosRegister'
  | 'validPwdRegister'
  | 'validTmpRegister'
  | 'firstRegister'
  | 'searchAccount'
  | 'checkContact'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'resendVerificationEmail'
  | 'operatorFirstRegistrations'
  | 'operatorFirstRegistrationDecision'
  | 'operatorActivateContact';

const ok = { success: true as const };

function registrationHandlers(ctx: RegistrationContext): Pick<Handlers, RegistrationNames> {
  return {
    initRegister: ({ body }) => initRegister(ctx, body),
    validInfosRegister: ({ body }) => validInfosRegister(ctx, body),
    validPwdRegister: ({ body }) => validPwdRegister(ctx, body),
    validTmpRegister: ({ body }) => validTmpRegister(ctx, body),
    firstRegister: ({ body }) => firstRegister(ctx, body),
    searchAccount: ({ body }) => searchAccount(ctx, body),
    checkContact: ({ body }) => checkContact(ctx, body),
    async forgotPassword({ body }) {
      await forgotPassword(ctx, body);
      return ok;
    },
    resetPassword: ({ body }) => resetPassword(ctx, body),
    verifyEmail: ({ body }) => verifyEmail(ctx, body),
    async resendVerificationEmail({ body }) {
      await resendVerification(ctx, body);
      return ok;
    },
    operatorFirstRegistrations: () => listFirstRegistrations(ctx),
    operatorFirstRegistrationDecision: ({ params, body }) =>
      decideFirstRegistration(ctx, params.id, body),
    operatorActivateContact: ({ params }) => activateContact(ctx, params.id),
  };
}

export const registrationPlugin: FastifyPluginAsync<{ ctx: RegistrationContext }> = async (
  app,
  { ctx },
) => {
  registerEndpoints(app, ctx, registrationHandlers(ctx));
};
