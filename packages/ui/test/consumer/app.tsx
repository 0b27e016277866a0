// A separate consumer app of the published @salon/ui: it imports only a button and a text field,
// with the package's one CSS file and its English catalog, and renders them on the server.
import { Button, TextField, UiProvider, matterAndShapeTheme } from '@salon/ui';
import '@salon/ui/styles.css';
import en from '@salon/ui/lang/en/ui.json';
import { renderToString } from 'react-dom/server';

export function render(): string {
  return renderToString(
    <UiProvider locale="en" messages={en} theme={matterAndShapeTheme}>
      <form>
        <TextField
          label="Email address"
          name="email"
          isRequired
          description="We reply within 72 hours."
        />
        <Button type="submit">Send</Button>
      </form>
    </UiProvider>,
  );
}
