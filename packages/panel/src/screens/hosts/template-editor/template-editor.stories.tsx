import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { TemplateEditor, type TemplateEditorProps } from './template-editor';
import { PULL_SCRIPT, SITE_SCRIPT } from './template-editor.fixtures';
import { useTemplateValidation } from './use-template-validation';

// Editor and parser chunks load on first use.
const LAZY = { timeout: 8000 };

/** The editor as the wizard and the deploy dialog hold it: the text in state, validated live. */
function LiveEditor(props: TemplateEditorProps) {
  const [value, setValue] = useState(props.value);
  const validation = useTemplateValidation(value, props.isAdministrator);
  return (
    <TemplateEditor
      {...props}
      value={value}
      validation={validation}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Hosts/TemplateEditor',
  component: TemplateEditor,
  args: { value: SITE_SCRIPT, onChange: fn(), isAdministrator: false, validation: undefined },
  render: (args) => <LiveEditor {...args} />,
} satisfies Meta<typeof TemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIFECYCLE_SCRIPT = 'features:\n  - create:\n      domain: shop.example\n  - rename new-user=shop2\n  - mysql\n';

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'template-editor');
    await expect(await canvas.findByText(t('valid'), {}, LAZY)).toBeVisible();
    const editor = await canvas.findByRole('textbox', { name: t('label') }, LAZY);
    await expect(editor).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The YAML parser is still loading: the script is not judged yet. */
export const Loading: Story = {
  tags: ['!autodocs'],
  render: (args) => <TemplateEditor {...args} />,
  play: async (context) => {
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(storyText(context, 'template-editor')('checking'));
  },
};

export const Empty: Story = {
  tags: ['!autodocs'],
  args: { value: '# nothing yet\n' },
  play: async (context) => {
    await expect(await context.canvas.findByRole('alert', {}, LAZY)).toHaveTextContent(storyText(context, 'template-editor')('invalid.empty'));
  },
};

export const SyntaxError: Story = {
  args: { value: 'features:\n  - mysql\n bad: indent\n' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'template-editor');
    const alert = await canvas.findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent(t('invalid.syntax'));
    await expect(alert).toHaveTextContent(/\(\d+:\d+\)/);
    await expect(await canvas.findByRole('textbox', { name: t('label') }, LAZY)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const StripsLifecycleFeatures: Story = {
  args: { value: LIFECYCLE_SCRIPT },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'template-editor');
    await expect(await canvas.findByText(t('stripped.title'), {}, LAZY)).toBeVisible();
    await expect(canvas.getByText(t('stripped.text', { features: 'create, rename' }))).toBeVisible();
  },
};

export const Admin: Story = {
  args: { value: LIFECYCLE_SCRIPT, isAdministrator: true },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'template-editor');
    await expect(await canvas.findByText(t('valid'), {}, LAZY)).toBeVisible();
    await expect(canvas.getByText(t('hintAdministrator'))).toBeVisible();
    await expect(canvas.queryByText(t('stripped.title'))).not.toBeInTheDocument();
  },
};

export const WarnsOfIgnoredKeys: Story = {
  args: { value: 'source:\n  url: https://github.com/lestari-studio/website\n  shallow: true\nnginx:\n  passenger:\n    node: .local/bin/node\ntitle: My site\n' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'template-editor');
    await expect(await canvas.findByText(t('warnings.title'), {}, LAZY)).toBeVisible();
    await expect(canvas.getByText(t('warnings.legacyKey', { path: 'source.shallow', replacement: 'source.depth: shallow' }))).toBeVisible();
    await expect(canvas.getByText(t('warnings.legacyKey', { path: 'nginx.passenger.node', replacement: 'passenger.nodejs' }))).toBeVisible();
    await expect(canvas.getByText(t('warnings.unknownKey', { path: 'title' }))).toBeVisible();
    // Warnings never invalidate.
    await expect(canvas.getByText(t('valid'))).toBeVisible();
  },
};

export const TypingBreaksIt: Story = {
  args: { value: PULL_SCRIPT },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'template-editor');
    const editor = await canvas.findByRole('textbox', { name: t('label') }, LAZY);
    await canvas.findByText(t('valid'), {}, LAZY);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // One key per call: CodeMirror redraws after each input ('[[' is an escaped '[').
    for (const key of ['[[', 'x']) await userEvent.keyboard(key);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('[x')));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('invalid.syntax'));
  },
};

/** In Arabic the page reads right to left, but the script and the parser's message stay left to right. */
export const Arabic: Story = {
  globals: { language: 'ar' },
  args: { value: 'commands:\n  - git pull\n bad: indent\n' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'template-editor');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const editor = await canvas.findByRole('textbox', { name: t('label') }, LAZY);
    await expect(getComputedStyle(editor).direction).toBe('ltr');
    // 'commands:' starts at the editor's left edge, not at its right as ':commands'.
    const key = within(editor).getByText('commands');
    const box = editor.getBoundingClientRect();
    await expect(key.getBoundingClientRect().left).toBeLessThan(box.left + box.width / 2);
    const message = (await canvas.findByRole('alert', {}, LAZY)).querySelector('pre');
    await expect(message).not.toBeNull();
    await expect(getComputedStyle(message ?? editor).direction).toBe('ltr');
  },
};
