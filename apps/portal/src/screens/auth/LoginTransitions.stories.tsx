// The moments between two screens after a login (spec §2 'the default destination is the
// dashboard'): the pending button, then 'opening your area' while the dashboard loads. axe runs
// on the state the flow ends in; the pending button's announcement must not outlive it
// (docs/design.md, the ui's Button).
import type { LoginForm, LoginResponse } from '@salon/domain';
import { exhibitorUser } from '@salon/domain/fixtures';
import { loginMachine } from '@salon/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { useStoryMachine } from '../../kit/testing/useStoryMachine';
import { withPortal } from '../../kit/testing/withPortal';
import { LoginView } from './LoginView';

const response: LoginResponse = {
  user: exhibitorUser,
  tokens: { access_token: 'user-1', token_type: 'Bearer', expires_in: 3600 },
};

function SignedInFlow({ lang }: { lang: 'fr' | 'en' }) {
  const view = useStoryMachine(
    () =>
      loginMachine.provide({
        actors: {
          login: fromPromise<LoginResponse, LoginForm>(
            () => new Promise((resolve) => setTimeout(() => resolve(response), 300)),
          ),
        },
      }),
    { input: { role: 'exposant' } },
  );
  return <LoginView {...view} lang={lang} />;
}

const meta = {
  title: 'Portal/Screens/Login/Transitions',
  component: SignedInFlow,
  decorators: [withPortal],
  args: { lang: 'fr' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignedInFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

function signedInFlow(lang: 'fr' | 'en', texts: { submit: string; opening: string }): Story {
  return {
    args: { lang },
    globals: { locale: lang },
    parameters: { route: `/${lang}/pro/login` },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Adresse e-mail|Email address/ }),
        'exposant@salon.test',
      );
      await userEvent.type(
        canvas.getByLabelText(/^(Mot de passe|Password)/),
        'Demo-Exposant-2026!',
      );
      await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
      await expect(await canvas.findByRole('status')).toHaveTextContent(texts.opening);
      // The pending button is gone: nothing in the page may still be named after it.
      await expect(canvas.queryByRole('button', { name: texts.submit })).toBeNull();
      const dangling = [...document.querySelectorAll('[aria-labelledby]')].filter((node) =>
        (node.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .some((id) => id && !document.getElementById(id)),
      );
      await expect(dangling).toEqual([]);
    },
  };
}

/** Log in, the button pending, then 'opening your area' (spec §2). */
export const SignedInFlowFrench = signedInFlow('fr', {
  submit: 'Se connecter',
  opening: 'Vous êtes connecté. Ouverture de votre espace…',
});

export const SignedInFlowEnglish = signedInFlow('en', {
  submit: 'Log in',
  opening: 'You are logged in. Opening your area…',
});
