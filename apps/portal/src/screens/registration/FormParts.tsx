// The frame of the registration pages (spec §2): the page's heading, titled field groups, and
// what a form shows while its pick lists load (spec §5 freshness, §7 generic alert).
import {
  Alert,
  Button,
  Form,
  FormActions,
  LoadingState,
  TextLink,
  type PickOption,
} from '@salon/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormErrors } from '../../kit/FormErrors';
import type { FormMessages } from '../../kit/formFeedback';
import { useFormSubmit } from '../../kit/useFormSubmit';
import { usePageTitle } from '../../kit/usePageTitle';
import { commonMessages } from './messages';
import type { PicklistsState } from './picklists';
import * as styles from './registration.css';

/** A titled group of fields (docs/design.md: type and whitespace, no boxes). */
export function FormSection({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </div>
  );
}

/** The page's heading: the step or context above, the one `h1`, a lead paragraph. */
function PageTitle({
  eyebrow,
  title,
  lead,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}

/** What a registration form takes of its step: its feedback, its machine's `send`, whether it sends. */
export interface RegistrationStep {
  feedback: FormMessages;
  send: (event: { type: 'SUBMIT' }) => void;
  isSubmitting: boolean;
}

/**
 * A registration form (spec §5, GOV.UK pattern): the machine's SUBMIT, the error summary above
 * the fields, focused again at each failed submit (docs/portal-kit.md "A form's feedback"), and
 * the submit button, pending while the machine sends, with `actions` after it. `texts` are the
 * form's accessible name and its submit button's; `order` the field paths as they show, the
 * first one (or `fallback`) taking the errors of fields the form does not show.
 */
export function RegistrationForm({
  step,
  texts,
  order,
  fallback = order[0] ?? '',
  intro,
  actions,
  children,
}: {
  step: RegistrationStep;
  texts: { label: MessageDescriptor; submit: MessageDescriptor };
  order: readonly string[];
  fallback?: string;
  /** What comes before the error summary. */
  intro?: ReactNode;
  /** The buttons after the submit button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const { feedback, send, isSubmitting } = step;
  const { submits, onSubmit } = useFormSubmit(send, isSubmitting);
  return (
    <Form onSubmit={onSubmit} aria-label={t(texts.label)}>
      {intro}
      <FormErrors
        feedback={feedback}
        order={order}
        fallback={feedback.field(fallback).id}
        focusKey={submits}
      />
      {children}
      <FormActions>
        <Button type="submit" isPending={isSubmitting}>
          {t(texts.submit)}
        </Button>
        {actions}
      </FormActions>
    </Form>
  );
}

/**
 * The frame of every registration page (spec §2): the page's column, its heading (the step of
 * the form above the one `h1`, which is also the document's title, then a lead), what the page
 * shows, and under it the way to log in instead ('Already have an account? Log in', `login`).
 */
export function RegistrationPage({
  title,
  step,
  lead,
  login,
  children,
}: {
  title: string;
  /** 'Step 2 of 3: your details'. */
  step?: { step: number; name: string };
  lead?: ReactNode;
  login?: { message: MessageDescriptor; path: string };
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <PageTitle eyebrow={step ? t(commonMessages.step, step) : null} title={title} lead={lead} />
      {children}
      {login ? <LoginInstead message={login.message} loginPath={login.path} /> : null}
    </div>
  );
}

/**
 * A page that ends a registration with what happened (spec §8: the account exists, the request is
 * closed…): its heading, the alert, then what to do next.
 */
export function OutcomePage({
  title,
  tone,
  actions,
  children,
}: {
  title: string;
  tone: ComponentProps<typeof Alert>['tone'];
  /** The links to what comes next, in a row under the alert. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RegistrationPage title={title}>
      <Alert tone={tone} announce="none">
        {children}
      </Alert>
      {actions ? <FormActions>{actions}</FormActions> : null}
    </RegistrationPage>
  );
}

/** A registration done: its heading while the screen opens the confirmation page (spec §2). */
export function RegistrationDone({ title, label }: { title: string; label: string }) {
  return (
    <RegistrationPage title={title}>
      <LoadingState label={label} />
    </RegistrationPage>
  );
}

/** 'Already have an account? Log in' under a registration form, `<login>` its link (spec §2). */
function LoginInstead({ message, loginPath }: { message: MessageDescriptor; loginPath: string }) {
  const t = useIntl().formatMessage;
  return (
    <p className={styles.text}>
      {t(message, {
        login: (chunks: ReactNode[]) => <TextLink href={loginPath}>{chunks}</TextLink>,
      })}
    </p>
  );
}

/** What a form shows while its picklists load, or when they failed (spec §3, §7). */
export function PicklistsGate<N extends string>({
  picklists,
  children,
}: {
  picklists: PicklistsState<N>;
  children: (options: Record<N, PickOption[]>) => ReactNode;
}) {
  const intl = useIntl();
  if (picklists.status === 'ready') return <>{children(picklists.options)}</>;
  if (picklists.status === 'loading') {
    return <LoadingState label={intl.formatMessage(commonMessages.picklistsLoading)} />;
  }
  return (
    <Alert
      tone="critical"
      actions={
        <Button variant="secondary" onPress={picklists.retry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(commonMessages.picklistsFailed)}
    </Alert>
  );
}
