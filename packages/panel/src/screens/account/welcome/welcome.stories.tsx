import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { countryName } from '../../../rules/countries';
import { WelcomeScreen } from './welcome';
import { UNVERIFIED_USER, welcomeArgs } from './welcome.fixtures';

const meta = {
  title: 'Screens/Account/Welcome',
  component: WelcomeScreen,
  args: { ...welcomeArgs, onRetry: fn(), onSaveCountry: fn(async () => undefined), onResendEmail: fn(async () => undefined) },
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const languageOf = (context: StoryTextContext) => (context.loaded.panelI18n as { language: string }).language;

/** Step 1 with the browser's region (id-ID) suggested: Indonesia is chosen to start with and sent as it is. */
export const CountrySuggested: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas, args } = context;
    const indonesia = countryName('ID', languageOf(context));
    await expect(canvas.getByRole('heading', { name: t('country.heading') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('country.label') })).toBeVisible();
    await expect(canvas.getByRole('option', { name: indonesia, selected: true })).toBeInTheDocument();
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(240);
    await expect(canvas.getByText(t('country.suggested'))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: t('country.keepEnglish') })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('country.submit') }));
    await waitFor(() => expect(args.onSaveCountry).toHaveBeenCalledWith({ country: 'ID', keepEnglish: false }));
  },
};

/** Typing filters the list; the arrow keys and Enter choose without leaving the search (and without submitting). */
export const Searching: Story = {
  args: { suggestedCountry: undefined },
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas, args } = context;
    const indonesia = countryName('ID', languageOf(context));
    await expect(canvas.getByText(t('country.nothingChosen'))).toBeVisible();
    const search = canvas.getByRole('combobox', { name: t('country.label') });
    await userEvent.type(search, indonesia.slice(0, 4));
    await expect(canvas.getAllByRole('option')[0]).toHaveAccessibleName(indonesia);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('option', { name: indonesia, selected: true })).toBeInTheDocument();
    await expect(canvas.getByText(t('country.chosen', { country: indonesia }))).toBeVisible();
    await expect(args.onSaveCountry).not.toHaveBeenCalled();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByText(t('country.noResults', { query: 'zzzz' }))).toBeVisible();
  },
};

/** No country chosen: the form says so on the field and sends nothing. */
export const NothingChosen: Story = {
  args: { suggestedCountry: undefined },
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const issues = storyText(context, 'issues');
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: t('country.submit') }));
    await expect(await canvas.findByText(issues('required'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('country.label') })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaveCountry).not.toHaveBeenCalled();
  },
};

/** Keep English ticked: it goes with the country. */
export const KeepEnglish: Story = {
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas, args } = context;
    const keepEnglish = canvas.getByRole('checkbox', { name: t('country.keepEnglish') });
    await expect(keepEnglish).toHaveAccessibleDescription(t('country.keepEnglishHint'));
    await userEvent.click(keepEnglish);
    await expect(keepEnglish).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('country.submit') }));
    await waitFor(() => expect(args.onSaveCountry).toHaveBeenCalledWith({ country: 'ID', keepEnglish: true }));
  },
};

const REFUSED = 'Choose a country.';

/** The save fails: the reason shows, and the choice and the checkbox stay as they were. */
export const SaveFailed: Story = {
  args: { onSaveCountry: fn(async () => Promise.reject(new ApiError({ kind: 'http', status: 500, message: 'Server error', detail: 'The profile store is down.' }))) },
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas } = context;
    const indonesia = countryName('ID', languageOf(context));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('country.keepEnglish') }));
    await userEvent.click(canvas.getByRole('button', { name: t('country.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(t('country.failed'))).toBeVisible();
    await expect(within(alert).getByText(/The profile store is down\./)).toBeVisible();
    await expect(canvas.getByRole('option', { name: indonesia, selected: true })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: t('country.keepEnglish') })).toBeChecked();
  },
};

/** The server refuses the country: its message shows on the field. */
export const CountryRefused: Story = {
  tags: ['!autodocs'],
  args: { onSaveCountry: fn(async () => Promise.reject(new ApiError({ kind: 'http', status: 422, message: 'Invalid input', detail: REFUSED, fieldErrors: { country: REFUSED } }))) },
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: t('country.submit') }));
    const search = canvas.getByRole('combobox', { name: t('country.label') });
    await waitFor(() => expect(search).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Step 2 with a verified email: the link to create the first website. */
export const Verified: Story = {
  args: { step: 'next' },
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas, args } = context;
    await expect(canvas.getByRole('heading', { name: t('create.heading') })).toBeVisible();
    await expect(canvas.getByText(t('create.text'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('create.action') })).toHaveAttribute('href', args.createWebsiteHref);
    await expect(canvas.queryByRole('button', { name: t('confirm.resend') })).toBeNull();
  },
};

/** Step 2 with an unverified email: confirm it first; Resend sends it again and says so. */
export const Unverified: Story = {
  args: { step: 'next', user: UNVERIFIED_USER },
  beforeEach: () => {
    const spy = spyOn(toast, 'success');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas, args } = context;
    await expect(canvas.getByRole('heading', { name: t('confirm.heading') })).toBeVisible();
    await expect(canvas.getByText(t('confirm.text', { email: UNVERIFIED_USER.email }))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('create.action') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('confirm.resend') }));
    await waitFor(() => expect(args.onResendEmail).toHaveBeenCalledOnce());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('confirm.resent', { email: UNVERIFIED_USER.email })));
  },
};

export const Loading: Story = {
  args: { status: 'loading', user: undefined },
  play: async (context) => {
    const t = storyText(context, 'welcome');
    const { canvas, canvasElement } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: welcomeArgs.title })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    await expect(canvas.queryByRole('combobox', { name: t('country.label') })).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', user: undefined },
  play: async (context) => {
    const common = storyText(context, 'common');
    const { canvas, args } = context;
    await expect(canvas.getByText(common('errors.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: common('errorBoundary.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
