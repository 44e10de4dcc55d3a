import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { CreateHostScreen } from './create-host';

const meta = {
  title: 'Screens/Hosts/CreateHost',
  component: CreateHostScreen,
  args: { steps: ['templates', 'custom', 'order'], currentStep: 'custom', onBack: fn(), onStepClick: fn(), children: <div data-testid="step-content" className="h-32 rounded-md border border-dashed border-border" /> },
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

/** On the order form the finished steps reopen from the step indicator, by pointer or keyboard; the current one does not. */
export const RevisitsFinishedStep: Story = {
  args: { currentStep: 'order' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'create-host');
    await userEvent.click(await canvas.findByRole('button', { name: t('steps.templates') }));
    await expect(args.onStepClick).toHaveBeenCalledWith('templates');
    const custom = canvas.getByRole('button', { name: t('steps.custom') });
    custom.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenLastCalledWith('custom');
    await expect(canvas.queryByRole('button', { name: t('steps.order') })).not.toBeInTheDocument();
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

/**
 * A template asked for from an origin templates may not come from: the alert names the recipe index's origin and the
 * refused one, in place of the missingTemplate alert.
 */
export const TemplateRefused: Story = {
  args: { isTemplateMissing: true, templateRefusal: { indexOrigin: 'https://raw.githubusercontent.com', refusedOrigin: 'https://evil.example' } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'create-host');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('refused.title'));
    await expect(alert).toHaveTextContent(t('refused.text', { allowed: isolateLtr('https://raw.githubusercontent.com'), refused: isolateLtr('https://evil.example') }));
    await expect(alert).toHaveTextContent(t('missingTemplateHint'));
    await expect(canvas.queryByText(t('common:errors.missingTemplate'))).not.toBeInTheDocument();
  },
};
