// pro/first-registration (spec §2): the first-registration request in the public layout.
import { FirstRegistrationContainer } from './FirstRegistrationContainer';
import { useLanguage } from '../../kit/language';

export function FirstRegistrationScreen() {
  const lang = useLanguage();
  return <FirstRegistrationContainer variant="default" lang={lang} />;
}
