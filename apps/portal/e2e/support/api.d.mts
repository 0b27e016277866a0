// Types of api.mjs (the tests are TypeScript, the scripts plain Node).
import type { APIRequestContext } from '@playwright/test';

export type Role = 'exposant' | 'visiteur';

export interface Account {
  email: string;
  password: string;
  role: Role;
}

export declare const demoAccounts: {
  readonly exhibitor: Account & { role: 'exposant' };
  readonly visitor: Account & { role: 'visiteur' };
};

export interface MailboxEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  langue: string;
  created_at: string;
  sent_at: string | null;
}

export type LinkKind =
  'verification' | 'reset' | 'welcome' | 'first_registration_accepted' | 'ticketing_confirmation';

export declare function uniqueEmail(label: string): string;
export declare function mailbox(request: APIRequestContext, to: string): Promise<MailboxEmail[]>;
export declare function emailLink(
  request: APIRequestContext,
  to: string,
  kind: LinkKind,
  timeoutMs?: number,
): Promise<URL>;
export declare function pathOf(link: URL): string;
/** A visitor to register: the login, and the names and language (defaults: Camille Durand, fr). */
export interface NewVisitor {
  email: string;
  password: string;
  firstname?: string;
  lastname?: string;
  langue?: 'fr' | 'en';
}
export declare function registerVisitor(
  request: APIRequestContext,
  account: NewVisitor,
): Promise<void>;
export declare function createVerifiedVisitor(
  request: APIRequestContext,
  account: NewVisitor,
): Promise<void>;
export declare function requestPasswordReset(
  request: APIRequestContext,
  email: string,
  role: Role,
): Promise<URL>;
/** Signs the request context in; the access token. */
export declare function signInThroughApi(
  request: APIRequestContext,
  account: Account,
): Promise<string>;
export declare function userCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T>;
/** A new exhibitor with one signed registration (the autumn show) and nothing paid. */
export declare function newSignedExhibitor(
  request: APIRequestContext,
  options: { label: string; langue?: 'fr' | 'en' },
): Promise<Account & { role: 'exposant' }>;

export declare const operatorKey: string;
export declare function operatorCall(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<unknown>;
