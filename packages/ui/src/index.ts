// The public API of @salon/ui: named exports only, listed one by one (Primer's export test
// snapshots this list, see `exports.test.ts`).

// Theme
export { vars } from './theme/vars.css';
export { salonThemeClass, matterAndShapeThemeClass } from './theme/themes.css';
export { salonTheme, matterAndShapeTheme, defineTheme } from './theme/theme';
export type { Theme } from './theme/theme';
export { SalonLogo, MatterAndShapeLogo } from './theme/logos';
export type { LogoProps } from './theme/logos';
export { baseTokens } from './theme/tokens';
export type { ThemeTokens } from './theme/tokens';
export { salonTokens } from './theme/themes/salon/tokens';
export { matterAndShapeTokens } from './theme/themes/matterAndShape/tokens';
export { breakpoints, mediaQuery } from './theme/breakpoints';
export { sprinkles } from './css/sprinkles.css';
export type { Sprinkles } from './css/sprinkles.css';
export { headingType, eyebrowType } from './css/typography';
export { Box } from './components/Box/Box';
export type { BoxProps } from './components/Box/Box';

// Locale and formatting
export { UiProvider, useUi, useUiTexts } from './i18n/UiProvider';
export type { UiProviderProps, UiIntl, UiCatalog, UiFormat } from './i18n/UiProvider';
export { uiLocales, uiMessages, defineMessages } from './i18n/messages';
export type {
  UiLocale,
  UiMessages,
  UiMessageKey,
  UiMessageDescriptor,
  UiMessageValues,
} from './i18n/messages';
export { formatMoney, formatDate, formatPercent } from './lib/format';

// Actions
export { Button, LinkButton } from './components/Button/Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant } from './components/Button/Button';
export { TextLink } from './components/Link/Link';
export type { TextLinkProps } from './components/Link/Link';

// Forms
export { TextField, EmailField, PhoneField } from './components/TextField/TextField';
export type {
  TextFieldProps,
  EmailFieldProps,
  PhoneFieldProps,
} from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps, PasswordRule } from './components/PasswordField/PasswordField';
export { NumberField } from './components/NumberField/NumberField';
export type { NumberFieldProps } from './components/NumberField/NumberField';
export { Select } from './components/Select/Select';
export type { SelectProps, PickOption } from './components/Select/Select';
export { ComboBox } from './components/ComboBox/ComboBox';
export type { ComboBoxProps } from './components/ComboBox/ComboBox';
export { Checkbox, CheckboxGroup } from './components/Checkbox/Checkbox';
export type { CheckboxProps, CheckboxGroupProps } from './components/Checkbox/Checkbox';
export { CheckboxField } from './components/Checkbox/CheckboxField';
export type { CheckboxFieldProps } from './components/Checkbox/CheckboxField';
export { TermsCheckbox } from './components/Checkbox/TermsCheckbox';
export type { TermsCheckboxProps } from './components/Checkbox/TermsCheckbox';
export { RadioGroup, Radio } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/RadioGroup';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { Form, FormActions } from './components/Form/Form';
export type { FormProps } from './components/Form/Form';
export { ErrorSummary, focusField } from './components/Form/ErrorSummary';
export type { ErrorSummaryProps, ErrorSummaryItem } from './components/Form/ErrorSummary';
export type { FieldTextProps, FieldWidth } from './components/private/Field';

// Overlays
export { Modal, Drawer, DialogTrigger } from './components/Modal/Modal';
export type { ModalProps, DrawerProps } from './components/Modal/Modal';
export { ConfirmationDialog } from './components/Modal/ConfirmationDialog';
export type { ConfirmationDialogProps } from './components/Modal/ConfirmationDialog';
export { Tooltip, InfoTip } from './components/Tooltip/Tooltip';
export type { TooltipProps, InfoTipProps } from './components/Tooltip/Tooltip';

// Feedback
export { Alert, GlobalAlerts } from './components/Alert/Alert';
export type {
  AlertProps,
  AlertTone,
  GlobalAlertsProps,
  GlobalAlertItem,
  GlobalAlertKind,
} from './components/Alert/Alert';
export { LoadingState, RedirectingState, EmptyState } from './components/States/States';
export type { LoadingStateProps, EmptyStateProps } from './components/States/States';

// Statuses
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { displayedStatuses, statusTone, statusMessages } from './components/StatusBadge/statuses';
export type { DisplayedStatus, StatusTone } from './components/StatusBadge/statuses';

// Money, dates, quote and payment schedule
export { Money, DateText } from './components/Money/Money';
export type { MoneyProps, DateTextProps } from './components/Money/Money';
export { QuoteView } from './components/Quote/QuoteView';
export type {
  QuoteViewProps,
  QuoteDetails,
  QuoteFile,
  QuotePerson,
  QuoteAddress,
} from './components/Quote/QuoteView';
export type { QuoteAmount, QuoteLine } from './components/Quote/QuoteAmounts';
export { PaymentSchedule } from './components/Quote/PaymentSchedule';
export type {
  PaymentScheduleProps,
  Installment,
  InstallmentKind,
  InstallmentState,
} from './components/Quote/PaymentSchedule';
export type { QuoteTexts } from './components/Quote/texts';

// Timeline and deadlines
export { Timeline, DeadlinesCalendar } from './components/Timeline/Timeline';
export type {
  TimelineProps,
  TimelineStep,
  TimelineStepState,
  DeadlinesCalendarProps,
  Deadline,
} from './components/Timeline/Timeline';

// Invoices
export { InvoiceTable } from './components/InvoiceTable/InvoiceTable';
export type {
  InvoiceTableProps,
  Invoice,
  InvoiceKind,
  InvoiceSection,
} from './components/InvoiceTable/InvoiceTable';
export type { InvoiceTexts } from './components/InvoiceTable/texts';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export { LoadMore } from './components/LoadMore/LoadMore';
export type { LoadMoreProps } from './components/LoadMore/LoadMore';

// Layout
// Each layout its own module: public pages load neither the authenticated layout nor its drawer.
export { AppShell } from './components/AppShell/AppShell';
export type { AppShellProps, ShellUser } from './components/AppShell/AppShell';
export { PublicLayout, Footer } from './components/AppShell/PublicLayout';
export type {
  PublicLayoutProps,
  FooterProps,
  FooterLink,
} from './components/AppShell/PublicLayout';
export { PageHeader } from './components/AppShell/PageHeader';
export type { PageHeaderProps } from './components/AppShell/PageHeader';
export { SideMenu } from './components/AppShell/SideMenu';
export type { SideMenuProps, MenuItem } from './components/AppShell/SideMenu';
export { LanguageSwitch } from './components/AppShell/LanguageSwitch';
export type { LanguageSwitchProps } from './components/AppShell/LanguageSwitch';
export { Card, CardGrid } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
