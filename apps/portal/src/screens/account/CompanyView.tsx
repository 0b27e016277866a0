// me/company (spec §2, any signed-in user): the company (name and SIRET read only, spec §5), its
// VAT number and language, the billing address with the edit-company modal, and the group's
// brands, each with its brand-details modal. A save shows 'Information recorded' (spec §8).
import type { Brand, Company } from '@salon/domain';
import { Alert, EmptyState, PageHeader, type PickOption, TextLink } from '@salon/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatKey } from '../../i18n/formatKey';
import { companyFieldMessages as fields } from '../../kit/fields/fieldMessages';
import { useLanguage } from '../../kit/language';
import { pathTo } from '../../kit/routing/paths';
import { usePageTitle } from '../../kit/usePageTitle';
import * as styles from './account.css';
import { DetailList } from './DetailList';
import { EditableCard } from './EditDialog';
import {
  accountMessages,
  brandTitleMessage,
  companyMessages as messages,
  editBrandMessage,
} from './messages';
import { PageStatus, type ResourceView } from './PageStatus';

/** The company's page: a visitor may have no company (spec §3 `user.account` may be absent). */
export type CompanyPage = { company: Company } | { company: null };

export interface CompanyViewProps {
  view: ResourceView<CompanyPage>;
  onRetry: () => void;
  isSaved: boolean;
  onDismissNotice: () => void;
  /** The countries' and languages' labels (Account picklists), when loaded. */
  labels: { country: PickOption[]; langue: PickOption[] } | null;
  companyForm: (close: () => void) => ReactNode;
  brandForm: (brand: Brand, close: () => void) => ReactNode;
}

const labelOf = (options: PickOption[] | undefined, value: string | null) =>
  value ? (options?.find((option) => option.id === value)?.label ?? value) : null;

export function CompanyView(props: CompanyViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = useLanguage();
  const title = t(messages.title);
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      {props.isSaved ? (
        <Alert tone="positive" onDismiss={props.onDismissNotice}>
          {formatKey(intl, 'success.information_recorded')}
        </Alert>
      ) : null}
      <PageStatus view={props.view} texts={messages} onRetry={props.onRetry}>
        {({ company }) =>
          company ? (
            <CompanyDetails company={company} {...props} />
          ) : (
            <EmptyState
              headingLevel={2}
              title={t(messages.noCompany)}
              description={t(messages.noCompanyHelp)}
              action={
                <TextLink href={pathTo(lang, 'guestContact')}>
                  {t(accountMessages.contactTeam)}
                </TextLink>
              }
            />
          )
        }
      </PageStatus>
    </div>
  );
}

function CompanyDetails({
  company,
  labels,
  companyForm,
  brandForm,
}: CompanyViewProps & { company: Company }) {
  const t = useIntl().formatMessage;
  const address = company.billing_address;
  return (
    <>
      <EditableCard
        title={t(messages.company)}
        headingLevel={2}
        label={t(messages.editCompany)}
        dialogTitle={t(messages.editCompany)}
        form={companyForm}
      >
        <div className={styles.stack}>
          <DetailList
            items={[
              { label: t(messages.name), value: company.name },
              { label: t(fields.siret), value: company.siret },
              { label: t(fields.tva), value: company.tva },
              { label: t(fields.language), value: labelOf(labels?.langue, company.langue) },
            ]}
          />
          <p className={styles.muted}>{t(messages.readOnlyHelp)}</p>
          <h3 className={styles.subheading}>{t(messages.billing)}</h3>
          <DetailList
            items={[
              { label: t(fields.street), value: address.street },
              { label: t(fields.postalCode), value: address.postalCode },
              { label: t(fields.city), value: address.city },
              { label: t(fields.country), value: labelOf(labels?.country, address.country) },
            ]}
          />
        </div>
      </EditableCard>
      <section aria-labelledby="company-brands" className={styles.stack}>
        <h2 id="company-brands" className={styles.heading}>
          {t(messages.brands)}
        </h2>
        {company.brands.length === 0 ? (
          <p className={styles.muted}>{t(messages.noBrands)}</p>
        ) : (
          company.brands.map((brand) => (
            <EditableCard
              key={brand.token}
              title={brand.name}
              headingLevel={3}
              label={t(editBrandMessage, { name: brand.name })}
              dialogTitle={t(brandTitleMessage, { name: brand.name })}
              form={(close) => brandForm(brand, close)}
            >
              <DetailList
                items={[
                  { label: t(messages.website), value: brand.website },
                  { label: t(messages.instagram), value: brand.instagram },
                ]}
              />
            </EditableCard>
          ))
        )}
      </section>
    </>
  );
}
