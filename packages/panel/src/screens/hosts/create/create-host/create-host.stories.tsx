import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { CreateHostScreen } from './create-host';

const meta = {
  title: 'Screens/Hosts/CreateHost',
  component: CreateHostScreen,
  args: { steps: ['templates', 'custom', 'order'], currentStep: 'custom', onBack: fn(), children: <div data-testid="step-content" className="h-32 rounded-md border border-dashed border-border" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof CreateHostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame: title, the numbered steps with the current one marked, a way back, and the step's content. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('title') })).toBeVisible();
    await expect(canvas.getByText(t('ui:step', { current: 2, total: 3 }))).toBeVisible();
    await expect(canvas.getByTestId('step-content')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A locked plan numbers the invite gate as the first of four steps; the first view has no way back. */
export const Locked: Story = {
  args: { steps: ['invite', 'templates', 'custom', 'order'], currentStep: 'invite', onBack: undefined },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByText(t('ui:step', { current: 1, total: 4 }))).toBeVisible();
    await expect(canvas.getByText(t('steps.invite'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('back') })).not.toBeInTheDocument();
  },
};

/** The template named by `?from=` could not be fetched: the spec's missingTemplate alert, with a way on. */
export const TemplateMissing: Story = {
  args: { isTemplateMissing: true },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    await expect(await canvas.findByText(t('common:errors.missingTemplate'))).toBeVisible();
    await expect(canvas.getByText(t('missingTemplateHint'))).toBeVisible();
  },
};
