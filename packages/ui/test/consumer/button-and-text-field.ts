// The smallest consumer measured by `pnpm --filter @salon/ui size`: a button and a text field.
import '@salon/ui/styles.css';
export { Button, TextField, UiProvider } from '@salon/ui';
