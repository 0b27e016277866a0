import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form, FormActions } from '../Form/Form';
import { EmailField } from '../TextField/TextField';
import { PageHeader } from './PageHeader';
import { PublicLayout } from './PublicLayout';
import { footerLinksEn, footerLinksFr } from './fixtures';
import { LanguageSwitch } from './LanguageSwitch';
import { smallScreen } from '../../stories/smallScreen';

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  args: {
    homeHref: '#home',
    footerLinks: footerLinksFr,
    languageSwitch: <LanguageSwitch hrefs={{ fr: '#/fr/pro/login', en: '#/en/pro/login' }} />,
    children: (
      <>
        <PageHeader
          title="Espace exposant"
          description="Connectez-vous pour gérer votre participation."
        />
        <Form aria-label="Connexion">
          <EmailField label="Adresse e-mail" isRequired />
          <FormActions>
            <Button type="submit">Se connecter</Button>
          </FormActions>
        </Form>
      </>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      // Full layouts: each story in its own frame on the docs page.
      story: { inline: false, iframeHeight: 720 },
      description: {
        component: `The public layout of spec §2 (login, registration, first registration, confirmations): the theme's logo linking home, the Fr/En switch, the content, and the footer with the legal links and the theme's footer slot.

**Organisers**: the Matter and Shape first registration renders it inside \`<UiProvider theme={matterAndShapeTheme} locale="en">\` (spec §2: it forces English and has its own logo and footer): no component changes.`,
      },
    },
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Salon' })).toHaveAttribute('href', '#home');
    await expect(canvas.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** The Matter and Shape first registration: its own logo and footer (spec §2), in English. */
export const MatterAndShapeFirstRegistration: Story = {
  globals: { theme: 'matterAndShape', locale: 'en' },
  args: {
    footerLinks: footerLinksEn,
    languageSwitch: undefined,
    children: (
      <PageHeader
        eyebrow="Matter and Shape"
        title="First registration request"
        description="Tell us about your brand; the selection committee replies within 72 hours."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Matter and Shape' })).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('img', { name: 'Matter and Shape' })).toBeVisible();
    await expect(footer).toHaveTextContent('the contemporary design show in Paris');
  },
};

export const SmallScreen: Story = smallScreen(375);
