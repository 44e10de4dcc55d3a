import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, type within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import type { WorldStore } from '@hostdeck/mock-api';
import { countryName } from '../../../rules/countries';
import { WelcomeScreenContainer } from './welcome.container';

const meta = {
  title: 'Screens/Account/WelcomeContainer',
  component: WelcomeScreenContainer,
  // A browser without a region, so every run starts from the same empty choice whatever the machine's locale.
  args: { title: 'Welcome', languageTags: ['en'], onLanguageChange: fn() },
} satisfies Meta<typeof WelcomeScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const languageOf = (context: StoryTextContext) => (context.loaded.panelI18n as { language: string }).language;

/** The signed-in user of a world, as a new account that has chosen no country yet. */
function newUser(store: WorldStore, verified: boolean) {
  const user = store.state.users.find((candidate) => candidate.id === store.state.session.userId);
  if (!user) throw new Error('The story world has no signed-in user');
  user.country = null;
  if (!verified) user.email_verified_at = null;
  return user;
}

async function chooseIndonesia(context: StoryTextContext & { canvas: ReturnType<typeof within> }, { keepEnglish }: { keepEnglish: boolean }) {
  const t = storyText(context, 'welcome');
  const indonesia = countryName('ID', languageOf(context));
  const search = await context.canvas.findByRole('combobox', { name: t('country.label') }, { timeout: 5000 });
  await userEvent.type(search, indonesia.slice(0, 4));
  await userEvent.click(context.canvas.getByRole('option', { name: indonesia }));
  if (keepEnglish) await userEvent.click(context.canvas.getByRole('checkbox', { name: t('country.keepEnglish') }));
  await userEvent.click(context.canvas.getByRole('button', { name: t('country.submit') }));
}

const verified = panelStory({ prepare: (store) => void newUser(store, true) });

/** A new user with a verified email chooses Indonesia (keeping English): the world stores it, the create prompt follows. */
export const ChoosesIndonesia: Story = {
  ...verified,
  play: async (context) => {
    const t = storyText(context, 'welcome');
    await chooseIndonesia(context, { keepEnglish: true });
    await expect(await context.canvas.findByRole('heading', { name: t('create.heading') }, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: t('create.action') })).toHaveAttribute('href', expect.stringMatching(/\/host\/create$/));
    const user = verified.store.state.users.find((candidate) => candidate.id === verified.store.state.session.userId);
    await expect(user?.country).toBe('ID');
    await expect(user?.keep_english).toBe(true);
    await expect(context.args.onLanguageChange).not.toHaveBeenCalled();
  },
};

const unverified = panelStory({ prepare: (store) => void newUser(store, false) });

/** A new user whose email is not confirmed yet (not keeping English): the console follows Indonesian, then the confirmation prompt, whose Resend the world answers. */
export const ChoosesIndonesiaUnverified: Story = {
  ...unverified,
  tags: ['!autodocs'],
  beforeEach: () => {
    unverified.beforeEach();
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'welcome');
    await chooseIndonesia(context, { keepEnglish: false });
    await expect(await context.canvas.findByRole('heading', { name: t('confirm.heading') }, { timeout: 5000 })).toBeVisible();
    const user = unverified.store.state.users.find((candidate) => candidate.id === unverified.store.state.session.userId);
    await expect(user?.country).toBe('ID');
    // Not keeping English: the world gave the account Indonesian, and the console is told to follow it.
    await expect(user?.lang).toBe('id');
    await expect(context.args.onLanguageChange).toHaveBeenCalledWith('id');
    await userEvent.click(context.canvas.getByRole('button', { name: t('confirm.resend') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('confirm.resent', { email: user?.email ?? '' })), { timeout: 5000 });
  },
};

export const FetchError: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'), {}, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('errorBoundary.retry') })).toBeEnabled();
  },
};
