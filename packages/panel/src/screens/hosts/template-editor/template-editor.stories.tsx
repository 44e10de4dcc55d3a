import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TemplateEditor, type TemplateEditorProps } from './template-editor';
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
  args: { value: 'features:\n  - mysql\n  - php 8.3\ncommands:\n  - git pull\n', onChange: fn(), isAdministrator: false, validation: undefined },
  render: (args) => <LiveEditor {...args} />,
} satisfies Meta<typeof TemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The script is valid YAML.', {}, LAZY)).toBeVisible();
    const editor = await canvas.findByRole('textbox', { name: 'Deploy script (YAML)' }, LAZY);
    await expect(editor).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Checking: Story = {
  render: (args) => <TemplateEditor {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Checking the script…');
  },
};

export const SyntaxError: Story = {
  args: { value: 'features:\n  - mysql\n bad: indent\n' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LAZY);
    await expect(alert).toHaveTextContent('The YAML could not be read:');
    await expect(alert).toHaveTextContent(/\(\d+:\d+\)/);
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Deploy script (YAML)' }, LAZY)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Empty: Story = {
  args: { value: '# nothing yet\n' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LAZY)).toHaveTextContent('The script is empty.');
  },
};

export const StrippedForNonAdministrators: Story = {
  args: { value: 'features:\n  - create:\n      domain: shop.example\n  - rename new-user=shop2\n  - mysql\n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Some features will be removed', {}, LAZY)).toBeVisible();
    await expect(canvas.getByText(/removed from your script: create, rename$/)).toBeVisible();
  },
};

export const Administrator: Story = {
  args: { ...StrippedForNonAdministrators.args, isAdministrator: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The script is valid YAML.', {}, LAZY)).toBeVisible();
    await expect(canvas.getByText(/As the administrator, you keep lifecycle features/)).toBeVisible();
    await expect(canvas.queryByText('Some features will be removed')).not.toBeInTheDocument();
  },
};

export const Warnings: Story = {
  args: { value: 'source:\n  url: https://github.com/me/site\n  shallow: true\nnginx:\n  passenger:\n    node: .local/bin/node\ntitle: My site\n' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Parts of this script will be ignored', {}, LAZY)).toBeVisible();
    await expect(canvas.getByText('source.shallow is no longer supported; use source.depth: shallow instead.')).toBeVisible();
    await expect(canvas.getByText('nginx.passenger.node is no longer supported; use passenger.nodejs instead.')).toBeVisible();
    await expect(canvas.getByText('title is not a deploy script key and is ignored.')).toBeVisible();
    // Warnings never invalidate.
    await expect(canvas.getByText('The script is valid YAML.')).toBeVisible();
  },
};

export const TypingBreaksIt: Story = {
  args: { value: 'commands:\n  - git pull\n' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Deploy script (YAML)' }, LAZY);
    await canvas.findByText('The script is valid YAML.', {}, LAZY);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // One key per call: CodeMirror redraws after each input ('[[' is an escaped '[').
    for (const key of ['[[', 'x']) await userEvent.keyboard(key);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('[x')));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The YAML could not be read:');
  },
};
