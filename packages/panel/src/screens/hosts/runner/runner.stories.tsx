import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { RunnerScreen } from './runner';
import { deployment, LOG_FAILED, LOG_RUNNING, LOG_SUCCEEDED, runnerStoryArgs, STORY_HOST } from './runner-story-fixtures';

const meta = {
  title: 'Screens/Hosts/Runner',
  component: RunnerScreen,
  args: runnerStoryArgs([deployment(12, LOG_SUCCEEDED), deployment(11, LOG_FAILED, 43, '2025-05-30 09:12:00'), deployment(10, LOG_SUCCEEDED, null, '2025-05-28 17:40:00')]),
} satisfies Meta<typeof RunnerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The latest entry is open: its log shows, the older ones are folded.
    const log = await canvas.findByRole('region', { name: 'Log of deployment #12' });
    await expect(log).toHaveTextContent('$> Execution Finished in 12.345s');
    await expect(canvas.queryByRole('region', { name: 'Log of deployment #11' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Finished', { selector: '[data-slot="badge"]' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Copy log' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download log' })).toBeVisible();
    // Unfolding an older entry shows its log.
    await userEvent.click(canvas.getByText('Deployment #11'));
    await expect(await canvas.findByRole('region', { name: 'Log of deployment #11' })).toHaveTextContent('Error occured');
    await expect(canvas.getByText('Started by a webhook')).toBeInTheDocument();
    // Step lines and exit statuses are told apart; colours survive as classes, escapes never show.
    await expect(log.querySelector('[data-kind="exit"]')).toHaveTextContent('Exit status: 0');
    await expect(log).not.toHaveTextContent('[37m');
    await expect(canvas.queryByText('Still running', { exact: false })).not.toBeInTheDocument();
  },
};

export const Running: Story = {
  args: { deployments: [deployment(13, LOG_RUNNING), deployment(12, LOG_SUCCEEDED)], nextPollAt: Date.now() + 3_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Still running\. Checking (again in [1-4] s|now…)$/)).toBeVisible();
    await expect(canvas.getByText('Running', { selector: '[data-slot="badge"]' })).toBeVisible();
    const log = canvas.getByRole('region', { name: 'Log of deployment #13' });
    await expect(log.querySelector('[data-kind="status"]')).toHaveTextContent('Running deployment script... Please wait...');
    await expect(log).toHaveTextContent('$> npm ci');
  },
};

export const Failed: Story = {
  args: { deployments: [deployment(11, LOG_FAILED, 43)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('region', { name: 'Log of deployment #11' });
    await expect(canvas.getByText('Failed', { selector: '[data-slot="badge"]' })).toBeVisible();
    const problems = log.querySelectorAll('[data-problem]');
    await expect(problems).toHaveLength(2);
    await expect(problems[0]).toHaveTextContent('Error: ! bash: line 1: vite: command not found');
    await expect(problems[1]).toHaveTextContent('$> Error occured with exit code 127');
    await expect(problems[1]).toHaveAttribute('data-kind', 'error');
  },
};

export const CopyAndDownload: Story = {
  args: { deployments: [deployment(11, LOG_FAILED, 43)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Copy log' }));
      // Plain text: the terminal colours are left out.
      await expect(writeText).toHaveBeenCalledWith(expect.stringContaining('$> Error occured with exit code 127\n\n$> Execution Finished in 3.210s'));
      await expect(writeText.mock.calls[0]?.[0]).not.toContain('\u001b');
      await userEvent.click(canvas.getByRole('button', { name: 'Download log' }));
      await expect(click).toHaveBeenCalledOnce();
      await expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('shop.example-deployment-11.log');
    } finally {
      writeText.mockRestore();
      click.mockRestore();
    }
  },
};

export const InertLog: Story = {
  args: { deployments: [deployment(14, '$> echo "<img src=x onerror=alert(1)>"\n<b>not bold</b>')] },
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('region', { name: 'Log of deployment #14' });
    await expect(log).toHaveTextContent('<b>not bold</b>');
    await expect(log.querySelector('img, b')).toBeNull();
  },
};

export const Empty: Story = {
  args: { deployments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No deployments yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear deployments' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add deployment' })).toBeEnabled();
  },
};

export const ReadyHint: Story = {
  args: { view: 'ready-hint', host: { ...STORY_HOST, status: 'starting' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your website is ready!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Open shop\.example/ })).toHaveAttribute('href', 'https://shop.example');
    await expect(canvas.queryByRole('button', { name: 'Add deployment' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show deployment log' }));
    await expect(args.onShowHistory).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  tags: ['!autodocs'],
  args: { status: 'loading', host: undefined, deployments: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Deployments' })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  tags: ['!autodocs'],
  args: { status: 'error', host: undefined, deployments: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error fetching data! try again later');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AdminRun: Story = {
  args: { deployments: [deployment(15, LOG_SUCCEEDED, 1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Deployed by admin')).toBeVisible();
    // Nobody is sent to support about the administrator's own run.
    await expect(canvas.queryByRole('button', { name: 'Ask for help' })).not.toBeInTheDocument();
  },
};

export const AdministratorView: Story = {
  args: { isAdministrator: true, deployments: [deployment(15, LOG_SUCCEEDED, 1), deployment(11, LOG_FAILED, 43)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ran by system mod')).toBeVisible();
    await expect(canvas.queryByText('Deployed by admin')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ask for help' })).not.toBeInTheDocument();
  },
};

export const ClientView: Story = {
  args: { canDeploy: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Log of deployment #12' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add deployment' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear deployments' })).not.toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'إضافة عملية نشر' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
