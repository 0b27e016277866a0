// The page shown when the portal itself cannot go on: the server is out of reach at start-up
// (spec §7: the client token comes before anything is shown) or a screen's code did not load
// (spec §7: chunk loading times out after 120 s). Its own `main`: it replaces the layouts.
import { Alert, Button } from '@salon/ui';
import { page } from './AppProblem.css';

export function AppProblem({
  title,
  body,
  action,
  onAction,
}: {
  title: string;
  body: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <main id="salon-main" className={page}>
      <h1 tabIndex={-1}>{title}</h1>
      <Alert tone="critical">{body}</Alert>
      <div>
        <Button onPress={onAction}>{action}</Button>
      </div>
    </main>
  );
}
