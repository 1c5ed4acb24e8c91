import { FieldApi, FormApi } from '@tanstack/react-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  clearStaleErrors,
  fieldMessages,
  handleFieldBlur,
  messagesOf,
  schemaValidator,
  setServerErrors,
} from './form-errors';

const schema = z
  .object({
    email: z.string().min(1, 'The e-mail is required').email('Enter a valid e-mail address'),
    password: z.string().min(8, 'The password must have at least 8 characters'),
    confirm: z.string(),
    token: z.string().min(1, 'The link is invalid'),
  })
  .refine((v) => v.password === v.confirm, {
    message: 'The passwords do not match',
    path: ['confirm'],
  });

type Values = { email: string; password: string; confirm: string };

/** A form with three mounted fields, validated on submit by the schema (token from outside). */
function makeForm(token: string, onSubmit: (values: Values) => void = () => undefined) {
  const form = new FormApi({
    defaultValues: { email: '', password: '', confirm: '' } as Values,
    validators: {
      onSubmit: schemaValidator<Values>(schema, {
        translate: (m) => `«${m}»`,
        toInput: (v) => ({ ...v, token }),
      }),
    },
    onSubmit: ({ value }) => onSubmit(value),
  });
  form.mount();
  const fields = {
    email: new FieldApi({ form, name: 'email' }),
    password: new FieldApi({ form, name: 'password' }),
    confirm: new FieldApi({ form, name: 'confirm' }),
  };
  for (const field of Object.values(fields)) field.mount();
  return { form, fields };
}

describe('schemaValidator (a Standard Schema as the submit validator)', () => {
  it('gives the first message per field, translated, and stops the submit', async () => {
    const submitted: Values[] = [];
    const { form, fields } = makeForm('t', (v) => submitted.push(v));
    await form.handleSubmit();
    expect(submitted).toEqual([]);
    // Two issues on the e-mail (empty and not an address): only the first is shown.
    expect(fieldMessages(fields.email.state.meta)).toEqual(['«The e-mail is required»']);
    expect(fieldMessages(fields.password.state.meta)).toEqual([
      '«The password must have at least 8 characters»',
    ]);
    expect(fieldMessages(fields.confirm.state.meta)).toEqual([]);
  });

  it('puts a refine on its path and an issue of a value the form lacks on the form', async () => {
    const { form, fields } = makeForm('');
    fields.email.handleChange('eva@example.com');
    fields.password.handleChange('longenough1');
    fields.confirm.handleChange('different1');
    await form.handleSubmit();
    expect(fieldMessages(fields.confirm.state.meta)).toEqual(['«The passwords do not match»']);
    expect(form.state.errorMap.onSubmit).toBe('«The link is invalid»');
  });

  it('lets a valid form through to onSubmit with its values', async () => {
    const submitted: Values[] = [];
    const { form } = makeForm('t', (v) => submitted.push(v));
    form.setFieldValue('email', 'eva@example.com');
    form.setFieldValue('password', 'longenough1');
    form.setFieldValue('confirm', 'longenough1');
    await form.handleSubmit();
    expect(submitted).toEqual([
      { email: 'eva@example.com', password: 'longenough1', confirm: 'longenough1' },
    ]);
  });

  it('refuses an asynchronous schema instead of passing it silently', () => {
    const asyncSchema = z.object({ a: z.string().refine(async () => true) });
    const validate = schemaValidator<{ a: string }>(asyncSchema);
    expect(() => validate({ value: { a: 'x' } })).toThrow(/synchronous/);
  });
});

describe('server errors (the API’s 422 per-field errors)', () => {
  it('are shown on their fields, all messages, and name what has no field', () => {
    const { form, fields } = makeForm('t');
    const unplaced = setServerErrors(form, {
      email: ['This e-mail is already registered.', 'Second reason.'],
      locale: ['Unknown language'],
      password: [],
    });
    expect(unplaced).toEqual(['locale']);
    expect(fieldMessages(fields.email.state.meta)).toEqual([
      'This e-mail is already registered.',
      'Second reason.',
    ]);
    expect(fieldMessages(fields.password.state.meta)).toEqual([]);
    expect(form.state.isValid).toBe(false);
  });

  it('win over the field’s own message, and are cleared before the next submit', async () => {
    const submitted: Values[] = [];
    const { form, fields } = makeForm('t', (v) => submitted.push(v));
    form.setFieldValue('email', 'eva@example.com');
    form.setFieldValue('password', 'longenough1');
    form.setFieldValue('confirm', 'longenough1');
    setServerErrors(form, { email: ['Taken'] });
    expect(fieldMessages(fields.email.state.meta)).toEqual(['Taken']);
    // Left in place they would block the submit.
    await form.handleSubmit();
    expect(submitted).toHaveLength(0);
    clearStaleErrors(form);
    expect(fieldMessages(fields.email.state.meta)).toEqual([]);
    await form.handleSubmit();
    expect(submitted).toHaveLength(1);
  });
});

describe('editing a field (the field-level side of the messages)', () => {
  it('clears that field’s submit message and leaves the others until the next submit', async () => {
    const { form, fields } = makeForm('t');
    await form.handleSubmit();
    expect(fieldMessages(fields.email.state.meta)).toHaveLength(1);
    fields.email.handleChange('eva@');
    expect(fieldMessages(fields.email.state.meta)).toEqual([]);
    expect(fieldMessages(fields.password.state.meta)).toHaveLength(1);
    // Still wrong: the next submit says so again, on the field (the password is still wrong too).
    clearStaleErrors(form);
    await form.handleSubmit();
    expect(fieldMessages(fields.email.state.meta)).toEqual(['«Enter a valid e-mail address»']);
  });

  it('without clearing, a second submit would stop at the old messages', async () => {
    const { form, fields } = makeForm('t');
    await form.handleSubmit();
    fields.email.handleChange('eva@');
    await form.handleSubmit();
    // What clearStaleErrors (in submitHandler) is for: the schema did not run again.
    expect(fieldMessages(fields.email.state.meta)).toEqual([]);
  });
});

describe('handleFieldBlur (leaving a field)', () => {
  it('checks nothing before the first submit', () => {
    const { fields } = makeForm('t');
    fields.email.handleChange('eva@');
    handleFieldBlur(fields.email);
    expect(fieldMessages(fields.email.state.meta)).toEqual([]);
    expect(fields.email.state.meta.isBlurred).toBe(true);
  });

  it('after a submit, says at once what is still wrong and keeps the server’s messages', async () => {
    const { form, fields } = makeForm('t');
    await form.handleSubmit();
    setServerErrors(form, { password: ['Too common'] });
    fields.email.handleChange('eva@');
    expect(fieldMessages(fields.email.state.meta)).toEqual([]);
    handleFieldBlur(fields.email);
    expect(fieldMessages(fields.email.state.meta)).toEqual(['«Enter a valid e-mail address»']);
    expect(fieldMessages(fields.password.state.meta)).toEqual(['Too common']);
    fields.email.handleChange('eva@example.com');
    handleFieldBlur(fields.email);
    expect(fieldMessages(fields.email.state.meta)).toEqual([]);
  });
});

describe('messagesOf', () => {
  it('reads strings, lists and Standard Schema issues', () => {
    expect(messagesOf(undefined)).toEqual([]);
    expect(messagesOf('One')).toEqual(['One']);
    expect(messagesOf(['One', ['Two'], { message: 'Three', path: ['x'] }, 4])).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });
});
