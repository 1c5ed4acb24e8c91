import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from '@tanstack/react-form';
import type * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button';
import { useFieldControl } from '../field/field';
import { LONG_TITLE } from '../lib/story-fixtures';
import { ContactForm } from './contact-form';
import { FormErrorSummary } from './form-error-summary';
import { setServerErrors } from './form-errors';
import {
  CheckboxField,
  FormField,
  submitHandler,
  TextareaField,
  TextField,
  useFocusFirstInvalid,
} from './form-field';
import { NewsletterForm } from './newsletter-form';

const meta = {
  title: 'Forms/Forms',
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const consentLinkUrl = 'https://example.com/newsletter-consent';

export const NewsletterValidation: Story = {
  render: () => (
    <NewsletterForm onSubmit={fn()} consentLinkUrl={consentLinkUrl} title="Newsletter" />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const summary = canvas
      .getByText('Please check the form')
      .closest('[role=alert]') as HTMLElement;
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('E-mail: Enter your e-mail.');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Agree to the processing of your e-mail to sign up.',
    );
    await expect(canvas.getByRole('link', { name: 'processing of personal data' })).toHaveAttribute(
      'href',
      consentLinkUrl,
    );
    // The summary's link moves to its field.
    await userEvent.click(canvas.getByRole('link', { name: 'E-mail: Enter your e-mail.' }));
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'jana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Enter a valid e-mail address.',
    );
  },
};

export const NewsletterSuccess: Story = {
  render: () => <NewsletterForm onSubmit={async () => undefined} consentLinkUrl={consentLinkUrl} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'jana@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Thank you for signing up!'),
    );
  },
};

export const NewsletterServerError: Story = {
  render: () => (
    <NewsletterForm
      consentLinkUrl={consentLinkUrl}
      defaultEmail="taken@example.com"
      onSubmit={async () => ({ errors: { email: ['This e-mail is already subscribed.'] } })}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
        'This e-mail is already subscribed.',
      ),
    );
  },
};

export const NewsletterNetworkFailure: Story = {
  render: () => (
    <NewsletterForm
      defaultEmail="jana@example.com"
      onSubmit={async () => {
        throw new TypeError('Failed to fetch');
      }}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(canvas.getByText(/Sending failed/)).toBeVisible());
  },
};

export const NewsletterSubmitting: Story = {
  render: () => (
    <NewsletterForm defaultEmail="jana@example.com" onSubmit={() => new Promise(() => {})} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: /Subscribe/ }));
    await expect(canvas.getByRole('button', { name: /Subscribe/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ContactValidationAndSuccess: Story = {
  render: () => {
    const send = fn(async (values: { email: string }) =>
      values.email === 'spam@example.com'
        ? { errors: { email: ['This address is blocked.'] }, message: 'The given data was invalid' }
        : undefined,
    );
    return <ContactForm onSubmit={send} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const summary = canvas
      .getByText('Please check the form')
      .closest('[role=alert]') as HTMLElement;
    await expect(summary.querySelectorAll('li')).toHaveLength(4);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Jana Nováková');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'spam@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Lost umbrella');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message/ }),
      'I left it at the café.',
    );
    await expect(canvas.getByText('22 / 5000 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
        'This address is blocked.',
      ),
    );
    await expect(canvas.getByText('The given data was invalid')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /E-mail/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'jana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your message has been sent.'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Jana Nováková');
  },
};

export const ErrorSummaryLongText: Story = {
  render: () => (
    <FormErrorSummary
      errors={{ title: [LONG_TITLE], body: 'Required.' }}
      labels={{ title: 'Title', body: 'Body' }}
      message={LONG_TITLE}
    />
  ),
};
export const Czech: Story = {
  globals: { language: 'cz' },
  render: () => <NewsletterForm onSubmit={fn()} consentLinkUrl={consentLinkUrl} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
  },
};
export const Slovak: Story = {
  globals: { language: 'sk' },
  render: () => <ContactForm onSubmit={fn()} />,
};
export const German: Story = {
  globals: { language: 'de' },
  render: () => <NewsletterForm onSubmit={fn()} consentLinkUrl={consentLinkUrl} />,
};
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <ContactForm onSubmit={fn()} defaultValues={{ name: 'Jana', email: 'jana@example.com' }} />
  ),
};

/** A native select that takes its id and ARIA attributes from the `<Field>` around it. */
function NativeSelect(props: React.ComponentProps<'select'>) {
  return <select {...props} {...useFieldControl(props)} />;
}

/**
 * The shared field layer (form-field.tsx) on its own: every kind of field bound to a TanStack
 * form, validated on submit, the first invalid control focused; "taken@example.com" is refused the
 * way the API's 422 is (the message on the field).
 */
function FieldsDemo({ onSubmit }: { onSubmit: (values: object) => void }) {
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const form = useForm({
    defaultValues: { email: '', city: '', note: '', terms: false },
    validators: {
      onSubmit: ({ value }) => {
        const fields: Record<string, string> = {};
        if (!value.email) fields.email = 'Enter your e-mail';
        if (!value.city) fields.city = 'Choose the city';
        if (!value.terms) fields.terms = 'You must accept the terms and conditions';
        return Object.keys(fields).length ? { fields } : undefined;
      },
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: ({ value, formApi }) => {
      if (value.email === 'taken@example.com') {
        setServerErrors(formApi, { email: ['This e-mail is already registered.'] });
        focusFirstInvalid();
        return;
      }
      onSubmit(value);
    },
  });
  return (
    <form ref={ref} noValidate onSubmit={submitHandler(form)} style={{ display: 'grid', gap: 16 }}>
      <form.Field name="email">
        {(field) => (
          <TextField
            field={field}
            label="E-mail"
            required
            type="email"
            description="We send the confirmation here."
          />
        )}
      </form.Field>
      <form.Field name="city">
        {(field) => (
          <FormField field={field} label="City" required>
            <NativeSelect
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
            >
              <option value="">Choose…</option>
              <option value="prague">Prague</option>
              <option value="brno">Brno</option>
            </NativeSelect>
          </FormField>
        )}
      </form.Field>
      <form.Field name="note">
        {(field) => <TextareaField field={field} label="Note" rows={3} />}
      </form.Field>
      <form.Field name="terms">
        {(field) => (
          <CheckboxField field={field} label="I accept the terms and conditions" required />
        )}
      </form.Field>
      <div>
        <Button type="submit">Send</Button>
      </div>
    </form>
  );
}

export const FieldsValidation: Story = {
  render: () => <FieldsDemo onSubmit={fn()} />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    // The first invalid control takes focus; each message is tied to its control.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'We send the confirmation here. Enter your e-mail',
    );
    await expect(canvas.getByRole('combobox', { name: /City/ })).toHaveAccessibleDescription(
      'Choose the city',
    );
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
    await expect(canvas.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
    // Editing a field clears its message; after a submit, leaving it judges it again.
    await userEvent.type(email, 'taken@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(email);
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'We send the confirmation here. Enter your e-mail',
    );
  },
};

export const FieldsServerError: Story = {
  render: () => <FieldsDemo onSubmit={fn()} />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'taken@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /City/ }), 'brno');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'We send the confirmation here. This e-mail is already registered.',
      ),
    );
    await expect(email).toHaveFocus();
  },
};
