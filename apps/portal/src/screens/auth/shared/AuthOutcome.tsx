// A public authentication page that reports an outcome (spec §2 forgot-password, reset-password,
// email verification; spec §8 successes and errors): the page's title, the alert that says what
// happened, then what to do next (`children`: help, links, actions).
import { Alert, type AlertProps } from '@salon/ui';
import type { ReactNode } from 'react';
import * as page from './AuthPage.css';
import { AuthPage, type AuthPageProps } from './AuthPage';

export function AuthOutcome({
  title,
  eyebrow,
  tone,
  announce,
  message,
  children,
}: Pick<AuthPageProps, 'title' | 'eyebrow'> &
  Pick<AlertProps, 'tone' | 'announce'> & {
    /** What happened, in the page's language. */
    message: ReactNode;
    children?: ReactNode;
  }) {
  return (
    <AuthPage title={title} eyebrow={eyebrow}>
      <Alert tone={tone} announce={announce}>
        <p className={page.text}>{message}</p>
      </Alert>
      {children}
    </AuthPage>
  );
}
