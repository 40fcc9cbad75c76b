// Form parts (fields of react-final-form) render inside a form: this decorator gives them one,
// with the initial values a story needs.
import type { Decorator } from '@storybook/react-webpack5';
import { Form } from 'react-final-form';

export function inFinalForm(initialValues: Record<string, unknown> = {}): Decorator {
  return (Story) => (
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={() => (
        <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
          <Story />
        </div>
      )}
    />
  );
}
