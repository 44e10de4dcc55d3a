import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { BackLink } from './back-link';
import { Button } from './button';
import { PageHeader } from './page-header';
import { TabBar } from './tab-bar';

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: {
    title: 'Websites',
    description: 'Every website of this team, with its status and server.',
    actions: (
      <Button>
        <Plus aria-hidden />
        Create
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Websites' });
    await expect(heading).toHaveAccessibleDescription('Every website of this team, with its status and server.');
    await expect(heading.id).not.toBe('');
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
    // The app moves focus to the heading after a route change: focusable by script, not in the tab order.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    await expect(heading).toHaveFocus();
    // The title is larger than the body text around it.
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(canvasElement).fontSize));
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Websites' });
    await expect(heading).not.toHaveAttribute('aria-describedby');
    await expect(canvasElement.querySelector('[data-slot="page-header-actions"]')).toBeNull();
  },
};

/** A detail page: back link above, tabs below. */
export const DetailPage: Story = {
  args: {
    title: 'shop.lestari.studio',
    description: 'Active on wdc since 1 April 2025.',
    backLink: <BackLink href="#hosts">Websites</BackLink>,
    children: (
      <TabBar
        label="Website sections"
        items={[
          { id: 'overview', label: 'Overview', href: '#overview', isCurrent: true },
          { id: 'runner', label: 'Runner', href: '#runner' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: 'Websites' });
    const heading = canvas.getByRole('heading', { level: 1, name: 'shop.lestari.studio' });
    const tabs = canvas.getByRole('navigation', { name: 'Website sections' });
    await expect(back.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(tabs.getBoundingClientRect().top);
  },
};

/** At 360 px the actions wrap under the title and a long title breaks instead of widening the page. */
export const Narrow: Story = {
  args: { title: 'a-very-long-subdomain-name.of-a-website.example.com' },
  decorators: [
    (Story) => (
      <div className="w-[328px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const create = canvas.getByRole('button', { name: 'Create' });
    await expect(create.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    const frame = canvasElement.querySelector('[data-slot="page-header"]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
