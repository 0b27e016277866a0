// Login (spec §2 pro/login and guest/login, §3 login form, §8). On arrival with an email and a
// token, the address is verified first and the form shows only once that ends (or at once when no
// token is given). Submit: errors 1101, 1102, 4010, 4050 sit on the email field, 2201 under each
// field, 13 shows its description (spec §8). Success goes to the requested path or the dashboard.
import { assign, fromPromise, setup } from 'xstate';
import { loginFormSchema } from '@salon/domain';
import type {
  LoginForm,
  LoginResponse,
  MessageKey,
  MessageResolver,
  Role,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@salon/domain';
import { actorOutput } from '../shared/actorOutput';
import { errorOf, readFailure } from '../shared/failure';
import { feedbackWith, noFeedback, validateWith, validationFeedback } from '../shared/feedback';
import type { FieldChange, FormFeedback } from '../shared/feedback';
import { changedField, typingThenCalling } from '../shared/formMachine';
import { provideMe } from '../shared/provideMe';
import { safeRedirectPath } from '../shared/redirect';
import { stateValuesOf } from '../shared/stateValues';

export interface LoginInput {
  /** The login area: pro/login is exposant, guest/login visiteur (spec §2, §6). */
  role: Role;
  /** The redirect query: a path of the portal; anything else means the dashboard. */
  redirect?: string | null;
  /** Email and token of a verification link, verified on arrival (spec §2). */
  email?: string | null;
  token?: string | null;
  /**
   * The message key a server text names, looked up in the client's loaded catalog (spec §5); the
   * portal's `catalogMessageResolver`. Without it, each code shows its own message.
   */
  resolveMessage?: MessageResolver;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** What the verification on arrival said, shown above the form. */
export interface LoginNotice {
  tone: 'success' | 'critical';
  message: MessageKey;
}

export interface LoginContext {
  role: Role;
  /** Where to go after login; null is the dashboard (spec §2). */
  redirect: string | null;
  token: string | null;
  values: LoginValues;
  feedback: FormFeedback;
  notice: LoginNotice | null;
  response: LoginResponse | null;
  resolveMessage: MessageResolver;
}

export type LoginEvent = FieldChange<LoginValues> | { type: 'SUBMIT' };

export interface LoginOutput {
  response: LoginResponse;
  /** The requested path, or null for the dashboard. */
  redirect: string | null;
}

/** Without a catalog to look in, no server text names a message: each code shows its own. */
const ownMessagesOnly: MessageResolver = () => undefined;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    /** POST /verified-email (spec §7), for a link's email and token. */
    verifyEmail: fromPromise<VerifyEmailResponse, VerifyEmailRequest>(provideMe('verifyEmail')),
    /** POST /login (spec §7); the app adds the client id and secret. */
    login: fromPromise<LoginResponse, LoginForm>(provideMe('login')),
  },
  guards: {
    hasNoToken: ({ context }) => context.token === null || context.values.email.trim() === '',
    isValid: ({ context }) =>
      validateWith(loginFormSchema, { ...context.values, role: context.role }).ok,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? changedField(context, event) : {},
    ),
    showValidationErrors: assign({
      feedback: ({ context }) =>
        validationFeedback(loginFormSchema, { ...context.values, role: context.role }),
    }),
    clearFeedback: assign({ feedback: noFeedback, notice: null }),
    showVerified: assign((_, response: VerifyEmailResponse) => ({
      notice: {
        tone: 'success' as const,
        message: (response.status === 'already_verified'
          ? 'error.email_already_verified'
          : 'success.account_activated') as MessageKey,
      },
    })),
    showVerificationFailure: assign({
      notice: ({ context, event }) => {
        const message = readFailure(errorOf(event), context.resolveMessage).messageKey;
        // Already processed counts as success (spec §4).
        return message === 'error.email_already_verified'
          ? { tone: 'success' as const, message }
          : { tone: 'critical' as const, message };
      },
    }),
    showLoginError: assign({
      feedback: ({ context, event }) =>
        feedbackWith(context.resolveMessage, errorOf(event), {
          context: 'login',
          emailField: 'email',
        }),
    }),
    keepResponse: assign((_, response: LoginResponse) => ({ response })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    role: input.role,
    redirect: safeRedirectPath(input.redirect),
    token: input.token?.trim() || null,
    values: { email: input.email?.trim() ?? '', password: '' },
    feedback: noFeedback,
    notice: null,
    response: null,
    resolveMessage: input.resolveMessage ?? ownMessagesOnly,
  }),
  initial: 'verifyingEmail',
  states: {
    verifyingEmail: {
      always: { guard: 'hasNoToken', target: 'form' },
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ email: context.values.email, token: context.token ?? '' }),
        onDone: {
          target: 'form',
          actions: { type: 'showVerified', params: actorOutput },
        },
        onError: { target: 'form', actions: 'showVerificationFailure' },
      },
    },
    form: {
      initial: 'idle',
      states: typingThenCalling(
        'login',
        (context: LoginContext) => loginFormSchema.parse({ ...context.values, role: context.role }),
        {
          onDone: {
            target: '#login.redirecting',
            actions: { type: 'keepResponse', params: actorOutput },
          },
          onError: { target: 'idle', actions: 'showLoginError' },
        },
      ),
    },
    redirecting: {
      type: 'final',
    },
  },
  output: ({ context }) => ({
    response: context.response as LoginResponse,
    redirect: context.redirect,
  }),
});

/** Every state of the login screen, for the portal's stories (docs/machines.md "State lists"). */
export const loginStates = stateValuesOf(loginMachine);
