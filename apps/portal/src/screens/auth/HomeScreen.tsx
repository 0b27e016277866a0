// The home page's container (spec §2 home, public): the view with the session's role.
import { useSession } from '../../kit/ServicesContext';
import { HomeView } from './HomeView';
import { useLanguage } from './shared/language';

export function HomeScreen() {
  const session = useSession();
  return (
    <HomeView
      lang={useLanguage()}
      signedInAs={session.status === 'authenticated' ? session.role : null}
    />
  );
}
