import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { linksTo, playAll, showsText, showsTitle } from '../../kit/testing/plays';
import { withPortal } from '../../kit/testing/withPortal';
import { ConfirmFirstRegisterView } from './ConfirmFirstRegisterView';
import { MatterAndShapeFrame } from './MatterAndShapeFrame';
import { STORY_SITE_URL } from './storyHarness';

/**
 * confirm-first-register and confirm-first-register-matter-and-shape (spec §2): the request is with
 * the sales team and the selection committee, a reply within 72 hours (spec §1, §9). No machine:
 * the page reads the same after a reload, only the reference comes from the form.
 */
const meta = {
  title: 'Portal/Screens/Registration/First registration confirmation',
  component: ConfirmFirstRegisterView,
  decorators: [withPortal],
  args: { lang: 'fr', variant: 'default', requestId: 'req_7f3a' },
  parameters: {
    route: '/fr/confirm-first-register',
  },
} satisfies Meta<typeof ConfirmFirstRegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §1: the 72-hour promise; the reference of the request. */
export const French: Story = {
  play: playAll(
    showsTitle('Votre demande est envoyée'),
    showsText(
      'Votre demande a bien été envoyée. Le comité de sélection vous répondra sous 72 heures.',
    ),
    showsText('Référence de votre demande : req_7f3a'),
    linksTo('Revenir à l’accueil', '/fr/home'),
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { lang: 'en' },
  parameters: { route: '/en/confirm-first-register' },
  play: showsText(
    'Your request has been sent. The selection committee will reply within 72 hours.',
  ),
};

/** After a reload the reference is gone; the promise stays. */
export const WithoutReferenceFrench: Story = {
  args: { requestId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Référence/)).toBeNull();
  },
};

/** The Matter and Shape confirmation: English, its logo and footer (spec §2). */
export const MatterAndShape: Story = {
  globals: { locale: 'en', theme: 'matterAndShape' },
  args: { lang: 'en', variant: 'matter_and_shape' },
  parameters: { layout: 'fullscreen', route: '/en/confirm-first-register-matter-and-shape' },
  render: (args) => (
    <MatterAndShapeFrame siteUrl={STORY_SITE_URL}>
      <ConfirmFirstRegisterView {...args} />
    </MatterAndShapeFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Matter and Shape' })[0]).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to the home page' })).toBeNull();
  },
};
