import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, type LinkVariant } from './link';

const variants: LinkVariant[] = ['default', 'muted', 'nav'];

/** Stands in for a router's link component, which renders an <a> from a `to` prop. */
function RouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#sites', children: 'Sites', onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-4">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-4">
          <Link variant={variant} href="#domains">
            {variant} link
          </Link>
          <Link variant={variant} href="https://example.com/docs" isExternal>
            {variant} external
          </Link>
          <Link variant={variant} aria-disabled="true" tabIndex={-1}>
            {variant} disabled
          </Link>
        </div>
      ))}
      <nav aria-label="Sections" className="flex gap-1">
        <Link variant="nav" href="#overview" aria-current="page">
          Overview
        </Link>
        <Link variant="nav" href="#logs">
          Logs
        </Link>
      </nav>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'muted link' })).toHaveAttribute('data-variant', 'muted');
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Logs' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const ClickAndEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sites' });
    await userEvent.click(link);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(link).not.toHaveAttribute('target');
  },
};

export const AsChildKeepsTheHref: Story = {
  render: () => (
    <Link asChild variant="nav">
      <RouterLink to="/sites/42">Site settings</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Site settings' });
    await expect(link).toHaveAttribute('href', '/sites/42');
    await expect(link).toHaveAttribute('data-slot', 'link');
    await expect(link).toHaveAttribute('data-variant', 'nav');
    await expect(link.parentElement?.closest('a')).toBeNull();
  },
};

export const External: Story = {
  args: { href: 'https://example.com/docs', children: 'Read the docs', isExternal: true },
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Link {...args} />
      <Link asChild isExternal>
        <RouterLink to="https://status.example.com">Status page</RouterLink>
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Read the docs', 'Status page']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noreferrer noopener');
      await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.getByRole('link', { name: 'Status page' })).toHaveAttribute('href', 'https://status.example.com');
  },
};
