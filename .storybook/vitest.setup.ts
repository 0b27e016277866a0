import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Applies the a11y addon and the preview's parameters (a11y test: 'error') to the story tests.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
