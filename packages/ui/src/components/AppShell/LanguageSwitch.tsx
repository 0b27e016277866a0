import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../css/utils.css';
import { uiLocales, type UiLocale } from '../../i18n/messages';
import { useUi } from '../../i18n/UiProvider';
import * as styles from './AppShell.css';

/** Language names in their own language: they are the same whatever the page's language. */
const autonyms: Record<UiLocale, { short: string; name: string }> = {
  fr: { short: 'Fr', name: 'Français' },
  en: { short: 'En', name: 'English' },
};

export interface LanguageSwitchProps {
  /** The URL of the current page in each language (spec §2: the switch rewrites the route). */
  hrefs: Record<UiLocale, string>;
  /** Defaults to the provider's locale. */
  current?: UiLocale;
}

/**
 * The Fr/En switch (spec §2): two links to the current page in each language; the current one has
 * `aria-current`, each link is named in its own language and carries `lang`.
 */
export function LanguageSwitch({ hrefs, current }: LanguageSwitchProps) {
  const { locale, messages } = useUi();
  const active = current ?? locale;
  return (
    <nav aria-label={messages.language}>
      <ul className={styles.languageList}>
        {uiLocales.map((code) => (
          <li key={code}>
            <Link
              href={hrefs[code]}
              lang={code}
              aria-current={code === active ? 'true' : undefined}
              className={styles.languageLink}
            >
              <span aria-hidden="true">{autonyms[code].short}</span>
              <span className={visuallyHidden}>{autonyms[code].name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
