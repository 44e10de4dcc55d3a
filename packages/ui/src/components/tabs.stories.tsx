import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'files', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Site tools">
        <TabsTrigger value="files">Files</TabsTrigger>
        <TabsTrigger value="databases">Databases</TabsTrigger>
        <TabsTrigger value="logs" disabled>
          Logs
        </TabsTrigger>
        <TabsTrigger value="backups">Backups</TabsTrigger>
      </TabsList>
      <TabsContent value="files">Files panel</TabsContent>
      <TabsContent value="databases">Databases panel</TabsContent>
      <TabsContent value="logs">Logs panel</TabsContent>
      <TabsContent value="backups">Backups panel</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Site tools' })).toHaveAttribute('data-slot', 'tabs-list');
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Logs' })).toBeDisabled();
    await expect(canvas.getByRole('tabpanel', { name: 'Files' })).toHaveTextContent('Files panel');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Databases' })).toHaveFocus();
    await expect(await canvas.findByRole('tabpanel', { name: 'Databases' })).toHaveTextContent('Databases panel');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('databases');
    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Backups' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list and lands on the active panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Files' })).toHaveFocus();
  },
};

export const Mouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Backups' }));
    await expect(await canvas.findByRole('tabpanel', { name: 'Backups' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('backups');
  },
};

export const RightToLeft: Story = {
  args: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Files' }));
    // In Arabic the next tab is to the left, so ArrowLeft moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Databases' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const RightToLeftFromDocument: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.click(canvas.getByRole('tab', { name: 'Databases' }));
    await userEvent.keyboard('{ArrowLeft}');
    // Without a dir prop the tabs follow the document, which the Arabic locale made right-to-left.
    await expect(canvas.getByRole('tab', { name: 'Backups' })).toHaveAttribute('aria-selected', 'true');
  },
};
