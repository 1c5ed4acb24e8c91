import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

import { NewPasswordFields, useNewPasswordCheck } from './new-password';

/** The new password twice, checked in the browser before it is sent (invitation, account). */
function Choose() {
  const { check } = useNewPasswordCheck();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof check>>(null);
  return (
    <form
      className="console-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(check(password, repeat));
      }}
    >
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        problem={problem}
      />
      <button type="submit">Set the password</button>
    </form>
  );
}

const meta = { title: 'Console/NewPassword', component: Choose } satisfies Meta<typeof Choose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const NotTheSame: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Copper-Lantern-73');
    await userEvent.type(canvas.getByLabelText(/^The password again/), 'Copper-Lantern-74');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the password' }));
    await expect(canvas.getByText('The two passwords are not the same.')).toBeVisible();
  },
};
