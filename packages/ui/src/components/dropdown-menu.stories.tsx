import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Pencil, RotateCw, Trash2 } from 'lucide-react';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuSide,
} from './dropdown-menu';

const onRename = fn();
const onRestart = fn();
const onDelete = fn();

function HostMenu(props: { defaultOpen?: boolean; side?: DropdownMenuSide }) {
  const [hasBackups, setHasBackups] = useState(true);
  const [region, setRegion] = useState('eu');
  return (
    // A menu left open for the catalog must not hide the page from assistive technology, or axe flags the trigger.
    <DropdownMenu defaultOpen={props.defaultOpen} modal={!props.defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Host actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side={props.side}>
        <DropdownMenuLabel>web-01</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem icon={<Pencil />} onSelect={onRename}>
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem icon={<RotateCw />} onSelect={onRestart}>
            Restart
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Move (not available)</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={hasBackups} onCheckedChange={setHasBackups} onSelect={(event) => event.preventDefault()}>
          Daily backups
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Region</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={region} onValueChange={setRegion}>
          <DropdownMenuRadioItem value="eu" onSelect={(event) => event.preventDefault()}>
            Europe
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="us" onSelect={(event) => event.preventDefault()}>
            United States
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" icon={<Trash2 />} onSelect={onDelete}>
          Delete host
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  render: () => <HostMenu />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of item: with icon, disabled, checkbox, radio, label, separator and destructive. */
export const Catalog: Story = {
  tags: ['palettes'],
  render: () => <HostMenu defaultOpen />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Move/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Daily backups' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Europe' })).toBeChecked();
    await expect(within(menu).getAllByRole('separator')).toHaveLength(3);
    const destructive = within(menu).getByRole('menuitem', { name: 'Delete host' });
    await expect(destructive).toHaveAttribute('data-variant', 'destructive');
    const rename = within(menu).getByRole('menuitem', { name: 'Rename' });
    await expect(rename).toHaveAttribute('data-variant', 'default');
    await expect(getComputedStyle(destructive).color).not.toBe(getComputedStyle(rename).color);
  },
};

export const KeyboardSelects: Story = {
  play: async ({ canvasElement }) => {
    onRename.mockClear();
    onRestart.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Host actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const rename = within(menu).getByRole('menuitem', { name: 'Rename' });
    await waitFor(() => expect(rename).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const restart = within(menu).getByRole('menuitem', { name: 'Restart' });
    await expect(restart).toHaveFocus();
    await expect(restart).toHaveAttribute('data-highlighted');
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Daily backups' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(restart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRestart).toHaveBeenCalledTimes(1);
    await expect(onRename).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DestructiveByMouse: Story = {
  play: async ({ canvasElement }) => {
    onDelete.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Host actions' }));
    const item = await screen.findByRole('menuitem', { name: 'Delete host' });
    // Red text at rest, so the danger is visible before the pointer reaches it.
    await expect(item).toHaveClass('text-destructive');
    await userEvent.click(item);
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const CheckboxAndRadioToggle: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Host actions' }));
    const menu = await screen.findByRole('menu');
    const backups = within(menu).getByRole('menuitemcheckbox', { name: 'Daily backups' });
    await userEvent.click(backups);
    await expect(backups).not.toBeChecked();
    await userEvent.click(backups);
    await expect(backups).toBeChecked();
    const us = within(menu).getByRole('menuitemradio', { name: 'United States' });
    await userEvent.click(us);
    await expect(us).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Europe' })).not.toBeChecked();
    // Keyboard: Space toggles the focused item.
    await userEvent.hover(backups);
    await waitFor(() => expect(backups).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(backups).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const LogicalSideInRightToLeft: Story = {
  globals: { language: 'ar' },
  render: () => <HostMenu side="end" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Host actions' }));
    const menu = await screen.findByRole('menu');
    // "end" is the left in Arabic, so the menu opens towards the reading direction.
    await waitFor(() => expect(menu).toHaveAttribute('data-side', 'left'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Items that are links (`asChild`): each is its anchor, reachable by arrow keys, with the current page marked. */
export const LinkItems: Story = {
  render: () => (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Check</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href="#logs">Logs</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="#nginx" aria-current="page">
            NGINX
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Check' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const logs = within(menu).getByRole('menuitem', { name: 'Logs' });
    await expect(logs.tagName).toBe('A');
    await expect(logs).toHaveAttribute('href', '#logs');
    await waitFor(() => expect(logs).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'NGINX' })).toHaveFocus();
    await expect(within(menu).getByRole('menuitem', { name: 'NGINX' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
  },
};
