import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { PanelI18nProvider } from '../../../i18n/i18n-provider';
import { CATALOG_LOADERS, catalogPath, createPanelI18n } from '../../../i18n/loader';
import { toPanelLanguage, type PanelLanguage } from '../../../i18n/languages';
import { LoginScreen } from './login';

/** A pattern matching `text` literally: for names that carry more (a busy button's spinner). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const meta = {
  title: 'Screens/Session/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { onGithub: fn(), onGoogle: fn(), onEmail: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'login');
    await userEvent.click(await canvas.findByRole('button', { name: t('withGithub') }));
    await expect(args.onGithub).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('withGoogle') }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByLabelText(t('email')), ' ana@example.com ');
    await userEvent.type(canvas.getByLabelText(t('password')), 'correct horse');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEmail).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'correct horse' });
  },
};

let releaseLogin = () => {};
let loginArrives = Promise.resolve();

/** Its own translations, with the login area held back until the play lets it arrive (a first visit's download). */
function HeldBackLoginArea({ language, children }: { language: PanelLanguage; children: ReactNode }) {
  const [i18n] = useState(() => {
    const path = catalogPath(language, 'login');
    const load = CATALOG_LOADERS[path];
    if (!load) throw new Error(`No login catalog for ${language}`);
    return createPanelI18n(language, { loaders: { ...CATALOG_LOADERS, [path]: () => loginArrives.then(load) } });
  });
  return (
    <PanelI18nProvider language={language} i18n={i18n}>
      {children}
    </PanelI18nProvider>
  );
}

/** The first visit: the card's skeleton stands until the sign-in words have arrived, then the card replaces it. */
export const Loading: Story = {
  tags: ['!autodocs'],
  beforeEach: () => {
    loginArrives = new Promise<void>((resolve) => {
      releaseLogin = resolve;
    });
  },
  decorators: [
    (Story, context) => (
      <HeldBackLoginArea language={toPanelLanguage(String(context.globals.language ?? 'en'))}>
        <Story />
      </HeldBackLoginArea>
    ),
  ],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="login-loading"]')).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    releaseLogin();
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'login')('title') })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="login-loading"]')).toBeNull();
  },
};

export const RequiresEmail: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'login');
    await userEvent.click(await canvas.findByRole('button', { name: t('withEmail') }));
    // The browser refuses an empty form: nothing is sent.
    await expect(args.onEmail).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(t('email'))).toBeInvalid();
  },
};

export const SigningIn: Story = {
  args: { pendingMethod: 'email' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'login');
    await expect(await canvas.findByRole('button', { name: containing(t('signingIn')) })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: t('withGithub') })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: { hasInvalidCredentials: true },
  play: async (context) => {
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(storyText(context, 'login')('invalidCredentials'));
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1 })).toHaveTextContent(storyText(context, 'login')('title'));
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
