import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { YamlEditor, type CodeEditorProps } from './code-editor';
import { Button } from './button';

// The editor code is its own chunk; the first load in a cold browser can take a few seconds.
const LAZY = { timeout: 8000 };
const SITE_YAML = '# Hostdeck site\nruntime: php-8.3\nroutes:\n  - path: /\n    root: public # served as is\n';

/** Holds the document in state, as a screen does. */
function ControlledEditor(props: CodeEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div className="grid gap-2">
      <YamlEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <Button variant="outline" className="justify-self-start" onClick={() => setValue('runtime: node-22\n')}>
        Load template
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/YamlEditor',
  component: YamlEditor,
  args: { value: SITE_YAML, label: 'Site configuration', onChange: fn(), minHeight: 160 },
  render: (args) => <ControlledEditor {...args} />,
} satisfies Meta<typeof YamlEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-4">
      <YamlEditor {...args} label="Editable" />
      <YamlEditor {...args} label="Read-only" isReadOnly />
      <YamlEditor {...args} label="Invalid" isInvalid />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Read-only' }, LAZY)).toHaveAttribute('aria-readonly', 'true');
    await expect(await canvas.findByRole('textbox', { name: 'Invalid' }, LAZY)).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByRole('textbox', { name: 'Editable' }, LAZY)).not.toHaveAttribute('aria-readonly');
    // Keys take the primary token colour, not CodeMirror's built-in palette.
    const key = within(await canvas.findByRole('textbox', { name: 'Editable' }, LAZY)).getByText('runtime');
    await expect(key).toHaveClass('cm-code-key');
  },
};

export const Editable: Story = {
  play: async ({ args, canvasElement }) => {
    const content = await within(canvasElement).findByRole('textbox', { name: 'Site configuration' }, LAZY);
    await userEvent.click(content);
    await expect(content).toHaveFocus();
    const frame = content.closest('[data-slot="code-editor"]');
    await expect(frame && getComputedStyle(frame).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // One key per call: CodeMirror redraws the line after each input, which a multi-key call does not wait for.
    for (const character of 'name: site') await userEvent.keyboard(character);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('name: site')));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('runtime: php-8.3'));
    await expect(content).toHaveTextContent('name: site');
    // Tab leaves the editor instead of being trapped in it.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Load template' })).toHaveFocus();
  },
};

export const FollowsValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const content = await canvas.findByRole('textbox', { name: 'Site configuration' }, LAZY);
    await userEvent.click(canvas.getByRole('button', { name: 'Load template' }));
    await waitFor(() => expect(content).toHaveTextContent('runtime: node-22'));
    await expect(content).not.toHaveTextContent('routes');
    // A change from the props is not an edit by the user.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const content = await within(canvasElement).findByRole('textbox', { name: 'Site configuration' }, LAZY);
    await expect(content).toHaveAttribute('aria-readonly', 'true');
    const before = content.textContent;
    await userEvent.click(content);
    await expect(content).toHaveFocus();
    for (const key of ['n', 'a', ':', '{Enter}', '{Backspace}', '{Delete}']) await userEvent.keyboard(key);
    await expect(content.textContent).toBe(before);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="grid gap-2">
      <YamlEditor {...args} isInvalid descriptionId="yaml-error" />
      <p id="yaml-error" className="text-sm text-destructive">
        Line 2: unknown runtime
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const content = await within(canvasElement).findByRole('textbox', { name: 'Site configuration' }, LAZY);
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription('Line 2: unknown runtime');
    const frame = content.closest('[data-slot="code-editor"]');
    await expect(frame).toHaveClass('border-destructive');
  },
};

/**
 * CodeMirror's own words follow the page's language: in German its search panel (Ctrl+F) asks 'Suchen', and in an
 * Arabic page the YAML still runs left to right.
 */
export const SpeaksThePageLanguage: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = await canvas.findByRole('textbox', { name: 'Site configuration' }, LAZY);
    await userEvent.click(content);
    await userEvent.keyboard('{Control>}f{/Control}');
    const find = await canvas.findByRole('textbox', { name: 'Suchen' }, LAZY);
    await expect(find).toHaveAttribute('placeholder', 'Suchen');
    await expect(canvas.getByRole('button', { name: 'alle ersetzen' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Groß-/Kleinschreibung' })).not.toBeChecked();
  },
};

export const LeftToRightInArabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const content = await within(canvasElement).findByRole('textbox', { name: 'Site configuration' }, LAZY);
    await expect(getComputedStyle(content).direction).toBe('ltr');
    // The key of a line starts at the editor's left edge, as YAML is written, not at its right.
    const key = within(content).getByText('runtime');
    await expect(key.getBoundingClientRect().left - content.getBoundingClientRect().left).toBeLessThan(40);
  },
};

/**
 * CodeMirror's styles go into a constructable stylesheet of the document, not into a <style> element that a strict
 * Content-Security-Policy would refuse (code-editor-styles.ts), and they apply: the editor is CodeMirror's flex column.
 */
export const StylesWithoutAStyleElement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = await canvas.findByRole('textbox', { name: 'Site configuration' }, LAZY);
    const editor = textbox.closest('.cm-editor');
    await expect(editor).not.toBeNull();
    await expect(getComputedStyle(editor as Element).display).toBe('flex');
    const styleElements = [...document.querySelectorAll('style')].filter((element) => (element.textContent ?? '').includes('.cm-'));
    await expect(styleElements).toEqual([]);
    const adopted = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    await expect(adopted.some((rule) => rule.includes('.cm-scroller'))).toBe(true);
  },
};
