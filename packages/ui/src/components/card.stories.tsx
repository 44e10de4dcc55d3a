import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid max-w-xl gap-4">
      <Card>
        <CardHeader>
          <CardTitle>example.com</CardTitle>
          <CardDescription>Shared hosting, renewed yearly</CardDescription>
          <CardAction>
            <Button variant="outline" size="sm">
              Manage
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          <p className="text-sm">Disk 1.2 GB of 5 GB</p>
        </CardContent>
        <CardFooter>
          <Button>Upgrade</Button>
          <Button variant="ghost">Details</Button>
        </CardFooter>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">A level three title</CardTitle>
          <CardDescription>No action, no footer</CardDescription>
        </CardHeader>
        <CardContent>
          <Card>
            <CardHeader>
              <CardTitle as="h4">A nested level four title</CardTitle>
            </CardHeader>
          </Card>
        </CardContent>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'example.com' })).toHaveAttribute('data-slot', 'card-title');
    await expect(canvas.getByRole('heading', { level: 3, name: 'A level three title' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'A nested level four title' })).toBeVisible();
    const card = canvas.getByRole('heading', { name: 'example.com' }).closest('[data-slot="card"]');
    await expect(card).not.toBeNull();
    // The bordered surface needs real CSS from the token classes.
    await expect(getComputedStyle(card as Element).borderTopStyle).toBe('solid');
  },
};

const onManage = fn();

export const ActionByKeyboard: Story = {
  render: () => (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>Mailboxes</CardTitle>
        <CardAction>
          <Button size="sm" onClick={onManage}>
            Manage
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>3 of 10 used</CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    onManage.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Manage' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(onManage).toHaveBeenCalledTimes(2);
    // The action sits at the end of the header row, beside the title, not below it.
    const title = canvas.getByRole('heading', { name: 'Mailboxes' });
    await expect(Math.abs(button.getBoundingClientRect().top - title.getBoundingClientRect().top)).toBeLessThan(16);
  },
};
