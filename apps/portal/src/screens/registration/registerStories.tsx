// Stories only: the registration view driven by its real machine (storyHarness), and the inputs
// the register stories start from.
import { RegisterView } from './RegisterView';
import { useRegistrationStory, type RegistrationStoryProps } from './storyHarness';

/** The view driven by the real machine from a state (storyHarness). */
export function RegisterStory(props: RegistrationStoryProps) {
  return <RegisterView {...useRegistrationStory(props)} />;
}

export const exhibitor = { role: 'exposant', mode: 'register' } as const;
export const visitor = { role: 'visiteur', mode: 'register' } as const;
