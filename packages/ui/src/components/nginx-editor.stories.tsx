import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NginxEditor } from './code-editor';

// The editor code is its own chunk; the first load in a cold browser can take a few seconds.
const LAZY = { timeout: 8000 };
const SERVER_BLOCK = 'server {\n    server_name example.com;\n    # served by PHP-FPM\n    location /api/ { proxy_pass http://127.0.0.1:3000; }\n}\n';

const meta = {
  title: 'Primitives/NginxEditor',
  component: NginxEditor,
  args: { value: SERVER_BLOCK, label: 'Server block', onChange: fn(), minHeight: 160 },
} satisfies Meta<typeof NginxEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** nginx directives take the key colour and comments the comment style, through the same classes as YAML. */
export const Highlighting: Story = {
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole('textbox', { name: 'Server block' }, LAZY);
    const text = within(editor);
    await expect(text.getByText('server_name')).toHaveClass('cm-code-key');
    await expect(text.getByText('proxy_pass')).toHaveClass('cm-code-key');
    await expect(text.getByText('# served by PHP-FPM')).toHaveClass('cm-code-comment');
    await expect(editor.closest('[data-slot="code-editor"]')).toHaveAttribute('data-language', 'nginx');
  },
};
