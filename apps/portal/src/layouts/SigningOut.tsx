import type { Language } from '@salon/domain';
import { LoadingState } from '@salon/ui';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';
import { PublicFrame } from './PublicFrame';

/** Between the logout call and the login page (spec §4): a short wait, not a guarded page. */
export function SigningOut({ lang, siteUrl }: { lang: Language; siteUrl: string }) {
  const intl = useIntl();
  return (
    <PublicFrame lang={lang} siteUrl={siteUrl}>
      <LoadingState isFullPage label={intl.formatMessage(layoutMessages.signingOut)} />
    </PublicFrame>
  );
}
