import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Copy } from 'lucide-react';
import { CodeBlock } from './code-block';
import { IconButton } from './button';

const ESC = '\x1b';
const BUILD_LOG = [
  `${ESC}[1mStep 1/3${ESC}[22m installing dependencies`,
  `${ESC}[32madded 312 packages${ESC}[39m in 4s`,
  `${ESC}[33mwarn${ESC}[0m deprecated package inflight@1.0.6`,
  `Building 10%\r${ESC}[KBuilding 100%`,
  `${ESC}]0;build${ESC}\\${ESC}[1;31merror${ESC}[0m site.yaml: unknown key ${ESC}[36mrouts${ESC}[0m`,
  `${ESC}[94mhint${ESC}[0m did you mean ${ESC}[35mroutes${ESC}[0m?`,
].join('\n');
const YAML = 'name: site\nruntime: php-8.3\nroutes:\n  - path: /\n    root: public\n';
const HOSTILE = '<img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script>';

const meta = {
  title: 'Primitives/CodeBlock',
  component: CodeBlock,
  args: { code: YAML, label: 'site.yaml' },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const copyAction = (onClick: () => void) => (
  <IconButton
    label="Copy log"
    icon={<Copy />}
    size="sm"
    className="text-code-foreground hover:bg-code-foreground/15 hover:text-code-foreground"
    onClick={onClick}
  />
);

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-4">
      <CodeBlock code={YAML} label="Plain YAML" />
      <CodeBlock code={BUILD_LOG} label="ANSI build log" isAnsi actions={copyAction(() => undefined)} />
      <CodeBlock code={`${'a very long line '.repeat(20)}\nshort`} label="Wrapped" wrap />
      <CodeBlock code={Array.from({ length: 40 }, (_, line) => `line ${line + 1}`).join('\n')} label="Tall" maxHeight={120} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Plain YAML' })).toHaveTextContent('runtime: php-8.3');
    await expect(canvas.getByRole('region', { name: 'Wrapped' })).toHaveAttribute('data-wrap', 'true');
    const tall = canvas.getByRole('region', { name: 'Tall' });
    await expect(tall.scrollHeight).toBeGreaterThan(tall.clientHeight);
  },
};

export const HostileTextStaysInert: Story = {
  args: { code: HOSTILE, label: 'Server response' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Server response' });
    await expect(region).toHaveTextContent(HOSTILE);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect('__pwned' in window).toBe(false);
  },
};

export const AnsiLog: Story = {
  args: { code: BUILD_LOG, label: 'Build log', isAnsi: true },
  render: (args) => <CodeBlock {...args} actions={copyAction(fn())} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Build log' });
    const error = within(region).getByText('error');
    await expect(error).toHaveClass('text-ansi-red', 'font-bold');
    await expect(getComputedStyle(error).fontWeight).toBe('700');
    await expect(within(region).getByText('routes')).toHaveClass('text-ansi-magenta');
    // Escape sequences and overwritten progress are removed, never shown.
    await expect(region.textContent).not.toContain('\x1b');
    await expect(region.textContent).not.toContain('Building 10%');
    await expect(region.textContent).not.toContain('0;build');
    await expect(region).toHaveTextContent('Building 100%');
  },
};

export const ScrollsByKeyboard: Story = {
  args: {
    code: Array.from({ length: 60 }, (_, line) => `${String(line + 1).padStart(3, '0')} GET /index.php 200`).join('\n'),
    label: 'Access log',
    maxHeight: 160,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Access log' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(region).outlineStyle).toBe('solid');
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

const onCopy = fn();

export const CopyAction: Story = {
  args: { code: 'npm run build', label: 'Command', actions: copyAction(onCopy) },
  play: async ({ canvasElement }) => {
    onCopy.mockClear();
    const canvas = within(canvasElement);
    const copy = canvas.getByRole('button', { name: 'Copy log' });
    await userEvent.click(copy);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCopy).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Command' })).toHaveFocus();
  },
};
