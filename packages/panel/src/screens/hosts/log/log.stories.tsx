import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { LOG_TYPE_VALUES } from '../../../api/schemas/host-tools';
import { ruleIssue } from '../../../rules/issues';
import type { LogQuery } from '../../../rules/log-query';
import { LogScreen, type LogScreenProps } from './log';
import { COLOURED_LOG, EMPTY_LOG, FAR_DOWN_INDEX, FAR_DOWN_LINE, LONG_ACCESS_LOG, NO_PROCESSES_LOG, STDERR_LOG, STUDIO_DOMAIN, STUDIO_LOGS, logArgs } from './log.fixtures';

const meta = {
  title: 'Screens/Hosts/Log',
  component: LogScreen,
  args: { ...logArgs, onQueryChange: fn(), onRefresh: fn(), onRetry: fn() },
} satisfies Meta<typeof LogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawnLines = (root: HTMLElement) => root.querySelectorAll('[data-slot="windowed-line"]');

/** The screen as the console holds it: the query in the address, each type's log as the world answers it. */
function LogInAddress(props: LogScreenProps) {
  const [query, setQuery] = useState<LogQuery>(props.query);
  return (
    <LogScreen
      {...props}
      query={query}
      result={STUDIO_LOGS[query.type]}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas, canvasElement } = context;
    // The form stays usable while the log loads; the output's place shows a skeleton.
    await expect(await canvas.findByRole('combobox', { name: t('form.type') })).toBeEnabled();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(4);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', result: undefined },
  play: async (context) => {
    const t = storyText(context, 'log');
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('fetchError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { result: EMPTY_LOG },
  play: async (context) => {
    const t = storyText(context, 'log');
    await expect(await context.canvas.findByText(t('output.empty'))).toBeVisible();
    await expect(context.canvas.queryByRole('region')).toBeNull();
  },
};

/** Each type chosen in the form reaches the address and shows that log, named after it. */
export const EachType: Story = {
  render: (args) => <LogInAddress {...args} />,
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas, args } = context;
    const select = await canvas.findByRole('combobox', { name: t('form.type') });
    for (const type of LOG_TYPE_VALUES) {
      await userEvent.selectOptions(select, t(`types.${type}`));
      await userEvent.click(canvas.getByRole('button', { name: t('form.submit') }));
      await expect(args.onQueryChange).toHaveBeenLastCalledWith({ type, n: 100, sub: '' });
      const log = await canvas.findByRole('region', { name: t('output.label', { log: t(`types.${type}`), site: STUDIO_DOMAIN }) });
      // Each log's own first line, exactly as the server wrote it (PHP pads with two spaces).
      await expect(log.querySelector('[data-slot="windowed-line"]')?.textContent).toBe(STUDIO_LOGS[type].stdout.split('\n')[0]);
    }
  },
};

/** 5000 lines: only a window of them is drawn; search finds the one far down, scrolls to it and counts. */
export const LongLogWindowed: Story = {
  args: { result: LONG_ACCESS_LOG, query: { type: 'access', sub: '', n: 5000 } },
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas, canvasElement } = context;
    const log = await canvas.findByRole('region', { name: t('output.label', { log: t('types.access'), site: STUDIO_DOMAIN }) });
    await expect(drawnLines(canvasElement).length).toBeLessThan(120);
    await expect(within(log).queryByText(FAR_DOWN_LINE)).toBeNull();

    const search = canvas.getByRole('searchbox', { name: t('search.label') });
    await userEvent.type(search, 'setup-config');
    await expect(await canvas.findByText(t('search.count', { current: 1, total: 1 }))).toBeVisible();
    const found = await within(log).findByText('setup-config');
    await expect(found.tagName).toBe('MARK');
    await expect(found).toHaveAttribute('data-current', 'true');
    await waitFor(() => {
      const line = found.getBoundingClientRect();
      const box = log.getBoundingClientRect();
      expect(line.top).toBeGreaterThanOrEqual(box.top);
      expect(line.bottom).toBeLessThanOrEqual(box.bottom);
    });
    await expect(found.closest('[data-slot="windowed-line"]')).toHaveAttribute('data-index', String(FAR_DOWN_INDEX));
    await expect(drawnLines(canvasElement).length).toBeLessThan(120);

    // Many matches: Enter steps forward, Shift+Enter back, wrapping at either end.
    await userEvent.clear(search);
    await userEvent.type(search, 'wp-login.php');
    const total = LONG_ACCESS_LOG.stdout.split('wp-login.php').length - 1;
    await expect(total).toBeGreaterThan(2);
    await expect(await canvas.findByText(t('search.count', { current: 1, total }))).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(t('search.count', { current: 2, total }))).toBeVisible();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}{Shift>}{Enter}{/Shift}');
    await expect(await canvas.findByText(t('search.count', { current: total, total }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('search.next') }));
    await expect(await canvas.findByText(t('search.count', { current: 1, total }))).toBeVisible();
    await userEvent.type(search, 'no such text');
    await expect(await canvas.findByText(t('search.none'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('search.next') })).toBeDisabled();
  },
};

/** Terminal colours show as colours; markup in the log stays text. Copy and download hold the plain log. */
export const AnsiColours: Story = {
  args: { result: COLOURED_LOG, query: { type: 'proxfix', sub: '', n: 100 } },
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas, canvasElement } = context;
    const log = await canvas.findByRole('region', { name: t('output.label', { log: t('types.proxfix'), site: STUDIO_DOMAIN }) });
    await expect(log).toHaveAttribute('dir', 'ltr');
    await expect(within(log).getByText('error')).toHaveClass('text-ansi-red');
    await expect(within(log).getByText('warn')).toHaveClass('text-ansi-yellow');
    await expect(within(log).getByText('/api/products')).toHaveClass('text-ansi-cyan');
    await expect(within(log).getByText('Ready')).toHaveClass('font-bold');
    await expect(within(log).getByText('<script>alert("log")</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(log.textContent).not.toContain('\x1b');

    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function captureDownload(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('output.download') }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(saved).toEqual([`${STUDIO_DOMAIN}-proxfix.log`]);
    await expect(canvas.getByRole('button', { name: t('output.copy') })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('output.refresh') }));
    await expect(context.args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** What the command wrote to stderr is marked apart from the log, and its exit code is explained. */
export const Stderr: Story = {
  tags: ['palettes'],
  args: { result: STDERR_LOG, query: { type: 'php', sub: 'blog', n: 100 } },
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas } = context;
    const log = await canvas.findByRole('region', { name: t('output.label', { log: t('types.php'), site: `blog.${STUDIO_DOMAIN}` }) });
    await expect(canvas.getByText(t('output.stderrLegend'))).toBeVisible();
    const stderrLine = within(log).getByText(/cannot open/).closest('[data-stream]');
    await expect(stderrLine).toHaveAttribute('data-stream', 'stderr');
    await expect(stderrLine).toHaveClass('border-destructive');
    await expect(stderrLine).toHaveTextContent(t('output.stderrLine'));
    await expect(within(log).getByText(/PHP Warning/).closest('[data-stream]')).toHaveAttribute('data-stream', 'stdout');
    await expect(canvas.getByText(t('codes.other', { code: 1 }))).toBeVisible();
  },
};

/** The passenger log lists the running processes; with none, code 255 says so. */
export const Processes: Story = {
  args: { result: STUDIO_LOGS.passenger, query: { type: 'passenger', sub: '', n: 100 } },
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas } = context;
    const list = await canvas.findByRole('region', { name: t('processes.title') });
    const [root, pids] = Object.entries(STUDIO_LOGS.passenger.processes ?? {})[0] ?? ['', []];
    await expect(within(list).getByText(root)).toBeVisible();
    await expect(within(list).getByText(pids.join(', '))).toBeVisible();
  },
};

export const NoProcesses: Story = {
  args: { result: NO_PROCESSES_LOG, query: { type: 'passenger', sub: '', n: 100 } },
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas } = context;
    await expect(await canvas.findByText(t('codes.255'))).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t('processes.title') })).toBeNull();
  },
};

/** Bad Max lines input is refused in the user's language and changes nothing; a bad value in the address is explained. */
export const BadMaxLines: Story = {
  args: { queryIssues: [ruleIssue('n', 'notInteger')] },
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas, args } = context;
    const lines = await canvas.findByRole('spinbutton', { name: t('form.maxLines') });
    await expect(lines).toHaveAccessibleDescription(expect.stringContaining(t('issues:notInteger')));
    const submit = canvas.getByRole('button', { name: t('form.submit') });
    for (const [typed, message] of [
      ['0', t('issues:belowMin', { min: 1 })],
      ['1.5', t('issues:notInteger')],
      ['', t('issues:required')],
    ] as const) {
      await userEvent.clear(lines);
      if (typed !== '') await userEvent.type(lines, typed);
      await userEvent.click(submit);
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(lines).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.clear(lines);
    await userEvent.type(lines, '20');
    await userEvent.click(submit);
    await expect(args.onQueryChange).toHaveBeenCalledWith({ type: 'error', n: 20, sub: '' });
  },
};
