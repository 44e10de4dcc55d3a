import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './login';

const meta = {
  title: 'Screens/Session/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { onGithub: fn(), onGoogle: fn(), onEmail: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeMethods: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with GitHub' }));
    await expect(args.onGithub).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByLabelText('Email'), ' ana@example.com ');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEmail).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'correct horse' });
  },
};

export const EmailRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with email' }));
    // The browser refuses an empty form: nothing is sent.
    await expect(args.onEmail).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toBeInvalid();
  },
};

export const SigningIn: Story = {
  args: { pendingMethod: 'email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Signing in/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign in with GitHub' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: { hasInvalidCredentials: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Email or password is incorrect');
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).not.toHaveTextContent('Sign in');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
