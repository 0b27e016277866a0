// The field groups the registration forms share (spec §3 Contact and Account fields, §5 rules):
// labels above fields, one column, widths fitted to the content (DESIGN.md), every field tied to
// its message (GOV.UK pattern). The values are the machine's drafts, as typed.
import {
  contactRoles,
  passwordRules,
  salutations,
  type AccountMatch,
  type ContactRole,
  type Language,
  type Salutation,
} from '@salon/domain';
import type { CompanyDraft, ContactDraft } from '@salon/machines';
import {
  Alert,
  Button,
  EmailField,
  LoadingState,
  PasswordField,
  PhoneField,
  Radio,
  RadioGroup,
  Select,
  TermsCheckbox,
  TextField,
  TextLink,
  type PickOption,
} from '@salon/ui';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import type { FormMessages } from './formFeedback';
import { termsLinks } from './legalLinks';
import { commonMessages, fieldMessages, passwordMessages, searchMessages } from './messages';
import type { PicklistsState } from './picklists';
import * as styles from './registration.css';

/** A titled group of fields (DESIGN.md: type and whitespace, no boxes). */
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
export function PageTitle({
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

const salutationLabels = {
  Ms: fieldMessages.salutationMs,
  Mrs: fieldMessages.salutationMrs,
  Mr: fieldMessages.salutationMr,
} as const satisfies Record<Salutation, unknown>;

const contactRoleLabels = {
  Agent: fieldMessages.roleAgent,
  'Decision maker': fieldMessages.roleDecisionMaker,
  Executive: fieldMessages.roleExecutive,
  'Service provider': fieldMessages.roleServiceProvider,
  Other: fieldMessages.roleOther,
} as const satisfies Record<ContactRole, unknown>;

/** The contact's field paths in the order of `ContactFields`, for the error summary. */
export const contactFieldOrder = [
  'contact.salutation',
  'contact.lastname',
  'contact.firstname',
  'contact.email',
  'contact.phone',
  'contact.mobile',
  'contact.fonction',
  'contact.job',
  'contact.department',
  'contact.contact_role',
  'contact.langue',
] as const;

function choice(key: string | number | null): string {
  return key === null ? '' : String(key);
}

/** The contact of spec §3: civility, names, email, phones, function, job, department, role. */
export function ContactFields({
  contact,
  edit,
  messages,
  fonctions,
  departments,
  emailReadOnly = false,
}: {
  contact: ContactDraft;
  edit: (patch: Partial<ContactDraft>) => void;
  messages: FormMessages;
  fonctions: PickOption[];
  departments: PickOption[];
  /** The email was given (or checked) at an earlier step: it cannot change here (spec §5). */
  emailReadOnly?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <RadioGroup
        {...messages.field('contact.salutation')}
        label={t(fieldMessages.salutation)}
        orientation="horizontal"
        isRequired
        value={contact.salutation || null}
        onChange={(value) => edit({ salutation: value as Salutation })}
      >
        {salutations.map((salutation) => (
          <Radio key={salutation} value={salutation}>
            {t(salutationLabels[salutation])}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        {...messages.field('contact.lastname')}
        label={t(fieldMessages.lastname)}
        isRequired
        autoComplete="family-name"
        width="medium"
        value={contact.lastname}
        onChange={(lastname) => edit({ lastname })}
      />
      <TextField
        {...messages.field('contact.firstname')}
        label={t(fieldMessages.firstname)}
        isRequired
        autoComplete="given-name"
        width="medium"
        value={contact.firstname}
        onChange={(firstname) => edit({ firstname })}
      />
      <EmailField
        {...messages.field('contact.email')}
        label={t(fieldMessages.email)}
        isRequired
        isReadOnly={emailReadOnly}
        value={contact.email}
        onChange={(email) => edit({ email })}
      />
      <PhoneField
        {...messages.field('contact.phone')}
        label={t(fieldMessages.phone)}
        description={t(fieldMessages.phoneHint)}
        isRequired
        value={contact.phone}
        onChange={(phone) => edit({ phone })}
      />
      <PhoneField
        {...messages.field('contact.mobile')}
        label={t(fieldMessages.mobile)}
        autoComplete="mobile tel"
        value={contact.mobile}
        onChange={(mobile) => edit({ mobile })}
      />
      <Select
        {...messages.field('contact.fonction')}
        label={t(fieldMessages.fonction)}
        options={fonctions}
        selectedKey={contact.fonction || null}
        onSelectionChange={(key) => edit({ fonction: choice(key) })}
      />
      <TextField
        {...messages.field('contact.job')}
        label={t(fieldMessages.job)}
        description={t(fieldMessages.jobHint)}
        autoComplete="organization-title"
        width="medium"
        value={contact.job}
        onChange={(job) => edit({ job })}
      />
      <Select
        {...messages.field('contact.department')}
        label={t(fieldMessages.department)}
        options={departments}
        selectedKey={contact.department || null}
        onSelectionChange={(key) => edit({ department: choice(key) })}
      />
      <RadioGroup
        {...messages.field('contact.contact_role')}
        label={t(fieldMessages.contactRole)}
        value={contact.contact_role || null}
        onChange={(value) => edit({ contact_role: value as ContactRole })}
      >
        {contactRoles.map((role) => (
          <Radio key={role} value={role}>
            {t(contactRoleLabels[role])}
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}

/** The company's identity fields in the order of `CompanyFields`, for the error summary. */
export const companyFieldOrder = [
  'company.name',
  'company.street',
  'company.additional_address',
  'company.postalCode',
  'company.city',
  'company.country',
  'company.siret',
  'company.tva',
  'company.industry',
  'company.size',
  'company.website',
  'company.instagram',
] as const;

/** The commercial fields in the order of `CommercialFields`. */
export const commercialFieldOrder = [
  'company.brand',
  'company.shop',
  'company.wholesale_price',
  'company.retail_price',
] as const;

type TextKey = {
  [K in keyof CompanyDraft]-?: NonNullable<CompanyDraft[K]> extends string ? K : never;
}[keyof CompanyDraft];

function text(company: CompanyDraft, key: TextKey): string {
  const value = company[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The company of spec §3 as an exhibitor gives it: without an existing account, name, address,
 * city, postal code, country, industry, VAT and SIRET are required (spec §5).
 */
export function CompanyFields({
  company,
  edit,
  messages,
  countries,
  industries,
  nameRef,
}: {
  company: CompanyDraft;
  edit: (patch: CompanyDraft) => void;
  messages: FormMessages;
  countries: PickOption[];
  industries: PickOption[];
  nameRef?: React.Ref<HTMLInputElement>;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextField
        {...messages.field('company.name')}
        inputRef={nameRef}
        label={t(fieldMessages.companyName)}
        isRequired
        autoComplete="organization"
        value={text(company, 'name')}
        onChange={(name) => edit({ name })}
      />
      <TextField
        {...messages.field('company.street')}
        label={t(fieldMessages.street)}
        isRequired
        autoComplete="address-line1"
        value={text(company, 'street')}
        onChange={(street) => edit({ street })}
      />
      <TextField
        {...messages.field('company.additional_address')}
        label={t(fieldMessages.additionalAddress)}
        autoComplete="address-line2"
        value={text(company, 'additional_address')}
        onChange={(additional_address) => edit({ additional_address })}
      />
      <div className={styles.row}>
        <TextField
          {...messages.field('company.postalCode')}
          label={t(fieldMessages.postalCode)}
          isRequired
          autoComplete="postal-code"
          width="short"
          value={text(company, 'postalCode')}
          onChange={(postalCode) => edit({ postalCode })}
        />
        <TextField
          {...messages.field('company.city')}
          label={t(fieldMessages.city)}
          isRequired
          autoComplete="address-level2"
          width="medium"
          value={text(company, 'city')}
          onChange={(city) => edit({ city })}
        />
      </div>
      <Select
        {...messages.field('company.country')}
        label={t(fieldMessages.country)}
        isRequired
        options={countries}
        selectedKey={text(company, 'country') || null}
        onSelectionChange={(key) => edit({ country: choice(key) })}
      />
      <TextField
        {...messages.field('company.siret')}
        label={t(fieldMessages.siret)}
        description={t(fieldMessages.siretHint)}
        isRequired
        inputMode="numeric"
        width="medium"
        value={text(company, 'siret')}
        onChange={(siret) => edit({ siret })}
      />
      <TextField
        {...messages.field('company.tva')}
        label={t(fieldMessages.tva)}
        description={t(fieldMessages.tvaHint)}
        isRequired
        width="medium"
        value={text(company, 'tva')}
        onChange={(tva) => edit({ tva })}
      />
      <Select
        {...messages.field('company.industry')}
        label={t(fieldMessages.industry)}
        isRequired
        options={industries}
        selectedKey={text(company, 'industry') || null}
        onSelectionChange={(key) => edit({ industry: choice(key) })}
      />
      <TextField
        {...messages.field('company.size')}
        label={t(fieldMessages.size)}
        isRequired
        inputMode="numeric"
        width="short"
        value={text(company, 'size')}
        onChange={(size) => edit({ size })}
      />
      <TextField
        {...messages.field('company.website')}
        label={t(fieldMessages.website)}
        description={t(fieldMessages.urlHint)}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={text(company, 'website')}
        onChange={(website) => edit({ website })}
      />
      <TextField
        {...messages.field('company.instagram')}
        label={t(fieldMessages.instagram)}
        description={t(fieldMessages.instagramHint)}
        type="url"
        inputMode="url"
        value={text(company, 'instagram')}
        onChange={(instagram) => edit({ instagram })}
      />
    </>
  );
}

/** Brand, shops and price level (spec §3, required without an account by spec §5). */
export function CommercialFields({
  company,
  edit,
  messages,
}: {
  company: CompanyDraft;
  edit: (patch: CompanyDraft) => void;
  messages: FormMessages;
}) {
  const t = useIntl().formatMessage;
  return (
    <>
      <TextField
        {...messages.field('company.brand')}
        label={t(fieldMessages.brand)}
        description={t(fieldMessages.brandHint)}
        isRequired
        value={text(company, 'brand')}
        onChange={(brand) => edit({ brand })}
      />
      <TextField
        {...messages.field('company.shop')}
        label={t(fieldMessages.shop)}
        description={t(fieldMessages.shopHint)}
        isRequired
        inputMode="numeric"
        width="short"
        value={text(company, 'shop')}
        onChange={(shop) => edit({ shop })}
      />
      <TextField
        {...messages.field('company.wholesale_price')}
        label={t(fieldMessages.wholesalePrice)}
        description={t(fieldMessages.wholesalePriceHint)}
        isRequired
        inputMode="decimal"
        width="short"
        suffix="€"
        value={text(company, 'wholesale_price')}
        onChange={(wholesale_price) => edit({ wholesale_price })}
      />
      <TextField
        {...messages.field('company.retail_price')}
        label={t(fieldMessages.retailPrice)}
        description={t(fieldMessages.retailPriceHint)}
        isRequired
        inputMode="decimal"
        width="short"
        suffix="€"
        value={text(company, 'retail_price')}
        onChange={(retail_price) => edit({ retail_price })}
      />
    </>
  );
}

/** One company found by the company-existence check, as a line of the list (spec §2). */
function matchPlace(account: AccountMatch): string {
  return [[account.postalCode, account.city].filter(Boolean).join(' '), account.country]
    .filter(Boolean)
    .join(', ');
}

/**
 * The company-existence check (spec §2: 'a list to pick from', spec §8 'No results for your
 * search'): a search by name or SIRET, the matches each with a labelled pick button, and the way
 * out to fill in the company when it is not listed.
 */
export function CompanySearch({
  id,
  initialQuery,
  searchedQuery,
  matches,
  searched,
  isSearching,
  errorMessage,
  onSearch,
  onPick,
  onEnterCompany,
  enterLabel,
}: {
  id: string;
  initialQuery: string;
  /** The query whose results are shown. */
  searchedQuery: string;
  matches: AccountMatch[];
  searched: boolean;
  isSearching: boolean;
  errorMessage?: string;
  onSearch: (query: string) => void;
  onPick: (account: AccountMatch) => void;
  onEnterCompany?: () => void;
  enterLabel?: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [query, setQuery] = useState(initialQuery);
  const search = () => onSearch(query);
  return (
    <>
      <div className={styles.searchRow}>
        <TextField
          id={id}
          className={styles.searchField}
          label={t(searchMessages.label)}
          description={t(searchMessages.hint)}
          type="search"
          autoComplete="organization"
          isInvalid={errorMessage !== undefined}
          errorMessage={errorMessage}
          value={query}
          onChange={setQuery}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the surrounding form.
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        {/* The search's progress is the live text below, not a pending button: a pending
            button announces itself again when the answer comes, over the results. */}
        <Button variant="secondary" onPress={search}>
          {t(searchMessages.button)}
        </Button>
      </div>
      <div aria-live="polite">
        {isSearching ? <p className={styles.text}>{t(searchMessages.searching)}</p> : null}
        {!isSearching && searched && matches.length === 0 ? (
          <p className={styles.text}>{formatKey(intl, 'error.no_results')}</p>
        ) : null}
        {!isSearching && matches.length > 0 ? (
          <p className={styles.text}>
            {t(searchMessages.results, { count: matches.length, query: searchedQuery })}
          </p>
        ) : null}
      </div>
      {!isSearching && matches.length > 0 ? (
        <ul className={styles.matches}>
          {matches.map((account) => (
            <li key={account.id} className={styles.match}>
              <span>
                <span className={styles.matchName}>{account.name}</span>
                <span className={styles.matchDetails}>
                  {t(searchMessages.matchDetails, {
                    place: matchPlace(account),
                    siretEnd: account.siret_end ?? 'none',
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                size="small"
                aria-label={t(searchMessages.pickLabel, { name: account.name })}
                onPress={() => onPick(account)}
              >
                {t(searchMessages.pick)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {onEnterCompany ? (
        <div>
          <Button variant="tertiary" onPress={onEnterCompany}>
            {enterLabel ??
              t(searched ? searchMessages.enterCompany : searchMessages.enterWithoutSearch)}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The company picked from the list, with the way back to the search (spec §2). */
export function PickedCompany({
  account,
  onChange,
  note,
}: {
  account: AccountMatch;
  onChange: () => void;
  note?: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className={styles.picked}>
      <p className={styles.readOnlyLabel}>{t(searchMessages.picked)}</p>
      <p className={styles.text}>
        <span className={styles.matchName}>{account.name}</span>
        <span className={styles.matchDetails}>
          {t(searchMessages.matchDetails, {
            place: matchPlace(account),
            siretEnd: account.siret_end ?? 'none',
          })}
        </span>
      </p>
      {note ? <p className={styles.matchDetails}>{note}</p> : null}
      <div>
        <Button variant="secondary" size="small" onPress={onChange}>
          {t(searchMessages.change)}
        </Button>
      </div>
    </div>
  );
}

/** The password rules of spec §5 as the field's live checklist. */
export function usePasswordRules() {
  const intl = useIntl();
  return passwordRules.map((rule) => ({
    id: rule.id,
    label: formatKey(intl, rule.messageKey),
    isMet: rule.test,
  }));
}

/** New password and its confirmation (spec §5: the rule, the confirmation must match). */
export function PasswordFields({
  password,
  confirmation,
  edit,
  messages,
}: {
  password: string;
  confirmation: string;
  edit: (patch: { password?: string; password_confirmation?: string }) => void;
  messages: FormMessages;
}) {
  const t = useIntl().formatMessage;
  const rules = usePasswordRules();
  return (
    <>
      <PasswordField
        {...messages.field('password')}
        label={t(passwordMessages.password)}
        isRequired
        autoComplete="new-password"
        rules={rules}
        value={password}
        onChange={(value) => edit({ password: value })}
      />
      <PasswordField
        {...messages.field('password_confirmation')}
        label={t(passwordMessages.confirmation)}
        isRequired
        autoComplete="new-password"
        value={confirmation}
        onChange={(value) => edit({ password_confirmation: value })}
      />
    </>
  );
}

/**
 * The acceptance of the terms of participation and the personal-data policy (spec §5), with
 * links to both; they open in a new window so that nothing typed is lost.
 */
export function TermsField({
  id,
  lang,
  siteUrl,
  isSelected,
  onChange,
  errorMessage,
}: {
  id: string;
  lang: Language;
  /** The show's website, where the documents are. */
  siteUrl: string;
  isSelected: boolean;
  onChange: (accepted: boolean) => void;
  errorMessage?: string;
}) {
  const t = useIntl().formatMessage;
  const links = termsLinks(lang, siteUrl);
  return (
    <TermsCheckbox
      id={id}
      isSelected={isSelected}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {t(passwordMessages.terms, {
        terms: (chunks: ReactNode[]) => (
          <TextLink href={links.terms} isExternal>
            {chunks}
          </TextLink>
        ),
        privacy: (chunks: ReactNode[]) => (
          <TextLink href={links.privacy} isExternal>
            {chunks}
          </TextLink>
        ),
      })}
    </TermsCheckbox>
  );
}
