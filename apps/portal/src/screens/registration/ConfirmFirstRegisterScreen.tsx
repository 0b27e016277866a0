// confirm-first-register (spec §2) in the public layout, and its Matter and Shape twin in the
// Matter and Shape frame (English only, its logo and footer).
import { useLocation } from 'react-router-dom';
import { SHOW_WEBSITE_URL } from '../../kit/config';
import { ConfirmFirstRegisterView } from './ConfirmFirstRegisterView';
import { MatterAndShapeFrame } from './MatterAndShapeFrame';
import { useLanguage } from './navigation';

function useRequestId(): string | null {
  const { state } = useLocation();
  const requestId = (state as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === 'string' ? requestId : null;
}

export function ConfirmFirstRegisterScreen() {
  const lang = useLanguage();
  return <ConfirmFirstRegisterView lang={lang} variant="default" requestId={useRequestId()} />;
}

export function ConfirmFirstRegisterMatterAndShapeScreen() {
  const requestId = useRequestId();
  return (
    <MatterAndShapeFrame siteUrl={SHOW_WEBSITE_URL}>
      <ConfirmFirstRegisterView lang="en" variant="matter_and_shape" requestId={requestId} />
    </MatterAndShapeFrame>
  );
}
