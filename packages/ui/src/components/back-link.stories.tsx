import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackLink } from './back-link';

const meta = {
  title: 'Primitives/BackLink',
  component: BackLink,
  args: { href: '#domains' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid justify-start gap-3">
      <BackLink href="#home" />
      <BackLink href="#domains">Domains</BackLink>
      <BackLink asChild>
        <a href="#router">Router link</a>
      </BackLink>
      <div dir="rtl">
        <BackLink href="#rtl">رجوع</BackLink>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '#home');
    await expect(canvas.getByRole('link', { name: 'Domains' })).toHaveAttribute('data-slot', 'back-link');
    const routed = canvas.getByRole('link', { name: 'Router link' });
    await expect(routed).toHaveAttribute('data-slot', 'back-link');
    await expect(routed.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The arrow points backwards: left in English, right in Arabic.
    const rtlArrow = canvas.getByRole('link', { name: 'رجوع' }).querySelector('svg');
    await expect(getComputedStyle(rtlArrow as Element).rotate).toBe('180deg');
    const ltrArrow = canvas.getByRole('link', { name: 'Back' }).querySelector('svg');
    await expect(getComputedStyle(ltrArrow as Element).rotate).not.toBe('180deg');
  },
};

const navigate = fn();

export const KeyboardAndRouter: Story = {
  render: () => (
    <BackLink asChild>
      <a
        href="#sites"
        onClick={(event) => {
          event.preventDefault();
          navigate('/sites');
        }}
      >
        Sites
      </a>
    </BackLink>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Sites' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(2);
    await expect(navigate).toHaveBeenCalledWith('/sites');
  },
};
