// pro/first-registration-matter-and-shape (spec §2): the same request, in English only, in the
// Matter and Shape frame (its logo and footer) instead of the public layout.
import { SHOW_WEBSITE_URL } from '../../kit/config';
import { FirstRegistrationContainer } from './FirstRegistrationContainer';
import { MatterAndShapeFrame } from './MatterAndShapeFrame';

export function FirstRegistrationMatterAndShapeScreen() {
  return (
    <MatterAndShapeFrame siteUrl={SHOW_WEBSITE_URL}>
      <FirstRegistrationContainer variant="matter_and_shape" lang="en" />
    </MatterAndShapeFrame>
  );
}
