import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { ContactForm } from './contact-form';
import { FormErrorSummary } from './form-error-summary';
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
