// A form's submit (docs/portal-kit.md "A form's feedback"): the browser's submit is replaced by
// the machine's SUBMIT, ignored while the form is busy (sending, saving), and counted, so that the
// error summary and the banner take the focus again at each failed submit (`focusKey`).
import { useState, type FormEvent } from 'react';

export function useFormSubmit(send: (event: { type: 'SUBMIT' }) => void, isBusy: boolean) {
  const [submits, setSubmits] = useState(0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setSubmits((count) => count + 1);
    send({ type: 'SUBMIT' });
  };
  return { submits, onSubmit };
}
