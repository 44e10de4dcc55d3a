import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { DNS_DIAGNOSES, PING_DIAGNOSES, WEB_DIAGNOSES } from '../../../rules/connection-diagnosis';
import type { ConnectionFixScript } from '../../../rules/connection-fixes';
import { ConnectionScreen } from './connection';
import { connectionArgsOf, HEALTHY_HOST_ID, NO_HTTPS_HOST_ID, STATE_RESULTS, WRONG_IP_HOST_ID } from './connection.fixtures';
import { DiagnosisCard } from './diagnosis-card';
import { connectionEvidence } from './connection-evidence';

const meta = {
  title: 'Screens/Hosts/Connection',
  component: ConnectionScreen,
  args: { ...connectionArgsOf(HEALTHY_HOST_ID), onRecheck: fn(), onFix: fn<(fix: ConnectionFixScript) => Promise<void>>(async () => {}) },
} satisfies Meta<typeof ConnectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
    for (const state of ['dns-managed', 'ping-ok', 'web-ok'] as const) await expect(context.canvas.getByText(t(`states.${state}.title`))).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('fixes.https.label') })).toBeNull();
    await userEvent.click(context.canvas.getByRole('button', { name: t('recheck') }));
    await expect(context.args.onRecheck).toHaveBeenCalledOnce();
  },
};

export const WrongIp: Story = {
  args: connectionArgsOf(WRONG_IP_HOST_ID),
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('states.dns-external.title'))).toBeVisible();
    await expect(context.canvas.getByText(t('states.ping-wrong-ip.title'))).toBeVisible();
    // The current and the correct addresses are named in the message.
    const message = context.canvasElement.querySelector('[data-state="ping-wrong-ip"] p');
    await expect(message).toHaveTextContent('185.199.108.153');
    await expect(message).toHaveTextContent('203.0.113.40');
  },
};

export const NoHttps: Story = {
  args: connectionArgsOf(NO_HTTPS_HOST_ID),
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('states.web-no-https.title'))).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('fixes.https.label') })).toBeEnabled();
  },
};

/** Every state of the three checks, one card each, with the fix the state offers. */
export const EveryState: Story = {
  tags: ['palettes'],
  render: () => {
    const cards = Object.entries(STATE_RESULTS).map(([state, result]) => {
      const { diagnosis, domain } = connectionArgsOf(HEALTHY_HOST_ID, result);
      const kind = state.startsWith('dns') ? 'dns' : state.startsWith('ping') ? 'ping' : 'web';
      return diagnosis && <DiagnosisCard key={state} kind={kind} diagnosis={diagnosis[kind]} evidence={connectionEvidence(result, domain)[kind]} onFix={fn()} />;
    });
    const { diagnosis, result, domain } = connectionArgsOf(HEALTHY_HOST_ID);
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {diagnosis && result && (['dns', 'ping', 'web'] as const).map((kind) => <DiagnosisCard key={kind} kind={kind} diagnosis={diagnosis[kind]} evidence={connectionEvidence(result, domain)[kind]} />)}
        {cards}
      </div>
    );
  },
  play: async (context) => {
    const t = storyText(context, 'connection');
    for (const state of [...DNS_DIAGNOSES, ...PING_DIAGNOSES, ...WEB_DIAGNOSES]) {
      const title = await context.canvas.findByText(t(`states.${state}.title`));
      await expect(title.closest('[data-state]')).toHaveAttribute('data-state', state);
    }
    const fixOf = (state: string) => within(context.canvasElement.querySelector<HTMLElement>(`[data-state="${state}"]`) ?? context.canvasElement);
    await expect(fixOf('ping-no-www').getByRole('button', { name: t('fixes.www.label') })).toBeVisible();
    await expect(fixOf('web-no-https').getByRole('button', { name: t('fixes.https.label') })).toBeVisible();
    await expect(fixOf('web-infinite-redirect').getByRole('button', { name: t('fixes.disable-https-redirect.label') })).toBeVisible();
    await expect(fixOf('web-insecure').getByRole('button', { name: t('fixes.force-https.label') })).toBeVisible();
    // The raw evidence opens on demand and shows the server's text as is.
    await userEvent.click(fixOf('dns-not-exist').getByText(t('evidence.show')));
    await expect(fixOf('dns-not-exist').getByText(/No match for domain "LESTARI\.STUDIO"\./)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', result: undefined, diagnosis: undefined },
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('recheck') })).toBeDisabled();
    await expect(context.canvas.queryByText(t('cards.dns'))).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', result: undefined, diagnosis: undefined, onRetry: fn() },
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'))).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: t('errorBoundary.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A client reads the checks but runs no fix. */
export const ReadOnly: Story = {
  args: { ...connectionArgsOf(NO_HTTPS_HOST_ID), onFix: undefined },
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('states.web-no-https.title'))).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('fixes.https.label') })).toBeNull();
  },
};

export const FixConfirm: Story = {
  args: connectionArgsOf(NO_HTTPS_HOST_ID),
  play: async (context) => {
    const t = storyText(context, 'connection');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('fixes.https.label') }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: t('fixes.https.label') })).toBeVisible();
    await expect(dialog.getByRole('region', { name: t('fix.scriptLabel') })).toHaveTextContent('features: - ssl');
    await userEvent.click(dialog.getByRole('button', { name: t('fix.run') }));
    await expect(context.args.onFix).toHaveBeenCalledWith(expect.objectContaining({ fix: 'https', template: 'features:\n  - ssl\n' }));
  },
};

const DEPLOY_HREF = '/user/host/runner/1011';
const OUTPUT = "DOM Cloud runner v1.4.260106 ref 13e0b21 in n8n.lestari.studio at 2026-01-01T10:00:00.000Z\n$> Generating SSL cert with Let's Encrypt\n$> Applying nginx ssl config on n8n.lestari.studio";

export const FixRunning: Story = {
  args: { ...connectionArgsOf(NO_HTTPS_HOST_ID), fixRun: { fix: 'https', isRunning: true, deployHref: DEPLOY_HREF } },
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('fix.runningText'))).toBeVisible();
    await expect(context.canvas.getByRole('link', { name: t('fix.openDeploy') })).toHaveAttribute('href', DEPLOY_HREF);
    // One fix at a time.
    await expect(context.canvas.getByRole('button', { name: t('fixes.https.label') })).toBeDisabled();
  },
};

export const FixFinished: Story = {
  args: { ...connectionArgsOf(HEALTHY_HOST_ID), fixRun: { fix: 'https', isRunning: false, output: OUTPUT, deployHref: DEPLOY_HREF } },
  play: async (context) => {
    const t = storyText(context, 'connection');
    await expect(await context.canvas.findByText(t('fix.finishedText'))).toBeVisible();
    await expect(context.canvas.getByRole('region', { name: t('fix.output') })).toHaveTextContent("Generating SSL cert with Let's Encrypt");
    await expect(context.canvas.getByText(t('states.web-ok.title'))).toBeVisible();
  },
};
