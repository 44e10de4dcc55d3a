import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { panelStory, panelStoryFailingOnce } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import type { LogQuery } from '../../../rules/log-query';
import { LogScreenContainer, type LogScreenContainerProps } from './log.container';
import { FRESH_HOST_ID, STUDIO_DOMAIN, STUDIO_HOST_ID, frameOf } from './log.fixtures';

/** The console's part: the query lives in the address; the container gets it back after each change. */
function LogInAddress(props: LogScreenContainerProps) {
  const [query, setQuery] = useState<LogQuery>(props.query);
  return (
    <LogScreenContainer
      {...props}
      query={query}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Hosts/LogContainer',
  component: LogScreenContainer,
  render: (args) => <LogInAddress {...args} />,
  args: { frame: frameOf(STUDIO_HOST_ID), query: { type: 'access', sub: '', n: 20 }, onQueryChange: fn() },
} satisfies Meta<typeof LogScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

// nginx's `main` format (backend-formats 5.1).
const ACCESS_LINE = /^\S+ - \S+ \[[^\]]+\] "[^"]*" \d{3} \d+ "[^"]*" "[^"]*" "[^"]*"$/;

/** lestari.studio's access log, 20 lines; then 5 lines of it. */
export const AccessLog: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas, canvasElement, args } = context;
    await expect(await canvas.findByRole('region', { name: t('output.label', { log: t('types.access'), site: STUDIO_DOMAIN }) }, { timeout: 5000 })).toBeVisible();
    const lines = [...canvasElement.querySelectorAll('[data-slot="windowed-line"]')].map((line) => line.textContent ?? '');
    await expect(lines).toHaveLength(20);
    for (const line of lines) await expect(line).toMatch(ACCESS_LINE);

    const maxLines = canvas.getByRole('spinbutton', { name: t('form.maxLines') });
    await userEvent.clear(maxLines);
    await userEvent.type(maxLines, '5');
    await userEvent.click(canvas.getByRole('button', { name: t('form.submit') }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ type: 'access', n: 5, sub: '' });
    const shorter = await canvas.findByRole('region', { name: t('output.label', { log: t('types.access'), site: STUDIO_DOMAIN }) }, { timeout: 5000 });
    await expect(await within(shorter).findByText(lines[19] ?? '', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="windowed-line"]')).toHaveLength(5);
  },
};

/** A host that has served nothing yet: the empty-log text. */
export const EmptyLog: Story = {
  ...panelStory(),
  args: { frame: frameOf(FRESH_HOST_ID), query: { type: 'error', sub: '', n: 100 } },
  play: async (context) => {
    const t = storyText(context, 'log');
    await expect(await context.canvas.findByText(t('output.empty'), {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The log call fails once: the catalogue's text with a retry, which brings the log. */
export const FetchErrorThenRetry: Story = {
  ...panelStoryFailingOnce(`*/userapi/team/:teamId/host/log/${STUDIO_HOST_ID}`),
  play: async (context) => {
    const t = storyText(context, 'log');
    const { canvas } = context;
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('fetchError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(await canvas.findByRole('region', { name: t('output.label', { log: t('types.access'), site: STUDIO_DOMAIN }) }, { timeout: 5000 })).toBeVisible();
  },
};
