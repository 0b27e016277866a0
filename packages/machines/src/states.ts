// Every machine's state values by machine name: the portal's story check walks this map to find
// a story for each state of each machine (docs/machines.md "State lists").
import { chunkLoadStates } from './chunkLoad/chunkLoadMachine';
import { contactStates } from './contact/contactMachine';
import { emailVerificationStates } from './emailVerification/emailVerificationMachine';
import { firstRegistrationStates } from './firstRegistration/firstRegistrationMachine';
import { loginStates } from './login/loginMachine';
import { marketplaceSsoStates } from './marketplace/marketplaceSsoMachine';
import { forgotPasswordStates } from './passwordReset/forgotPasswordMachine';
import { resetPasswordStates } from './passwordReset/resetPasswordMachine';
import { cardPaymentStates } from './payment/cardPaymentMachine';
import { transferPaymentStates } from './payment/transferPaymentMachine';
import { accountEditStates } from './profile/accountEditMachine';
import { brandEditStates } from './profile/brandEditMachine';
import { contactEditStates } from './profile/contactEditMachine';
import { passwordChangeStates } from './profile/passwordChangeMachine';
import { rebookingStates } from './rebooking/rebookingMachine';
import { registrationStates } from './registration/registrationMachine';
import { sessionStates } from './session/sessionMachine';

export const machineStates = {
  session: sessionStates,
  login: loginStates,
  emailVerification: emailVerificationStates,
  forgotPassword: forgotPasswordStates,
  resetPassword: resetPasswordStates,
  registration: registrationStates,
  firstRegistration: firstRegistrationStates,
  rebooking: rebookingStates,
  cardPayment: cardPaymentStates,
  transferPayment: transferPaymentStates,
  contact: contactStates,
  passwordChange: passwordChangeStates,
  accountEdit: accountEditStates,
  brandEdit: brandEditStates,
  contactEdit: contactEditStates,
  chunkLoad: chunkLoadStates,
  marketplaceSso: marketplaceSsoStates,
} as const satisfies Record<string, readonly string[]>;

export type MachineName = keyof typeof machineStates;
