// The public registration, password and email calls (spec §7, with the client token).
import type { AppContext } from '../context';
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../services/email-tokens';
import { checkContact, firstRegister, searchAccount } from '../services/first-registration';
import {
  initRegister,
  validInfosRegister,
  validPwdRegister,
  validTmpRegister,
} from '../services/registration';
import type { Handlers } from './types';

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
  | 'resendVerificationEmail';

const ok = { success: true as const };

export function registrationHandlers(ctx: AppContext): Pick<Handlers, RegistrationNames> {
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
      // spec §7 sends a redirect_url (the login page); the link in the email is the portal's
      // email-verification route, which goes to login itself (spec §4), so it is not needed.
      await resendVerification(ctx, body.email);
      return ok;
    },
  };
}
