// A form's submit (docs/portal-kit.md "A form's feedback"): the browser's submit is replaced by
// the machine's SUBMIT, ignored while the form is busy (sending, saving), and counted, so that the
// error summary and the banner take the focus again at each failed submit (`focusKey`).
// A prerendered page shows its form while the session boots (docs/performance.md "Prerendered
// pages"): a submit made before the client token is there waits for it (spec §7: no API call
// before the token), the button spinning meanwhile, and is sent once the session has booted.
import { useContext, useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { ServicesContext } from './ServicesContext';

const noSubscription = () => () => undefined;

/** Whether the session is still fetching the client token (false outside the app: stories). */
function useSessionBooting(): boolean {
  const session = useContext(ServicesContext)?.session;
  const booting = () => session?.getSnapshot().hasTag('booting') ?? false;
  return useSyncExternalStore(
    session
      ? (listener) => {
          const subscription = session.subscribe(listener);
          return () => subscription.unsubscribe();
        }
      : noSubscription,
    booting,
    booting,
  );
}

export function useFormSubmit(send: (event: { type: 'SUBMIT' }) => void, isBusy: boolean) {
  const [submits, setSubmits] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const booting = useSessionBooting();
  useEffect(() => {
    if (!waiting || booting) return;
    setWaiting(false);
    setSubmits((count) => count + 1);
    send({ type: 'SUBMIT' });
  }, [waiting, booting, send]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy || waiting) return;
    if (booting) {
      setWaiting(true);
      return;
    }
    setSubmits((count) => count + 1);
    send({ type: 'SUBMIT' });
  };
  return { submits, onSubmit, waiting };
}
