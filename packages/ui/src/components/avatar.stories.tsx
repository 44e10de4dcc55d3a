import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, type AvatarSize } from './avatar';

/** An inline picture, so the story never reaches the network. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><rect width="60" height="60" fill="steelblue"/><circle cx="30" cy="24" r="11" fill="wheat"/><ellipse cx="30" cy="56" rx="20" ry="16" fill="wheat"/></svg>',
)}`;
const BROKEN = 'data:image/png;base64,bm90IGFuIGltYWdl';
const sizes: AvatarSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Amira Haddad', src: PICTURE },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-4">
      {sizes.map((size) => (
        <div key={size} className="flex items-center gap-3" data-testid={`row-${size}`}>
          <Avatar size={size} name="Amira Haddad" src={PICTURE} />
          <Avatar size={size} name="Jean Dupont" />
          <Avatar size={size} name="李小龙" />
        </div>
      ))}
      <div className="flex items-center gap-3" data-testid="edge-cases">
        <Avatar name="dev.ops@example.com" />
        <Avatar name="Broken Picture" src={BROKEN} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = sizes.map((size) => {
      const avatar = within(canvas.getByTestId(`row-${size}`)).getByRole('img', { name: 'Jean Dupont' });
      return Math.round(avatar.getBoundingClientRect().width);
    });
    await expect(widths).toEqual([32, 40, 60]);
    const md = within(canvas.getByTestId('row-md'));
    await expect(md.getByRole('img', { name: 'Jean Dupont' })).toHaveTextContent('JD');
    await expect(md.getByRole('img', { name: '李小龙' })).toHaveTextContent('李');
    const edge = within(canvas.getByTestId('edge-cases'));
    await expect(edge.getByRole('img', { name: 'dev.ops@example.com' })).toHaveTextContent('DO');
    await expect(await edge.findByRole('img', { name: 'Broken Picture' })).toHaveTextContent('BP');
    // The three good pictures replace their initials once loaded; the broken one never does.
    await waitFor(() => expect(canvasElement.querySelectorAll('img[data-slot="avatar-image"]')).toHaveLength(3));
    await expect(edge.getByRole('img', { name: 'Broken Picture' })).toHaveAttribute('data-slot', 'avatar-fallback');
  },
};

export const Image: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img[data-slot="avatar-image"]')).not.toBeNull());
    const image = within(canvasElement).getByRole('img', { name: 'Amira Haddad' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('src', PICTURE);
    await expect(canvasElement.querySelector('[data-slot="avatar-fallback"]')).toBeNull();
  },
};

export const InitialsFallback: Story = {
  args: { src: undefined, name: 'Jean-Luc Picard', size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Jean-Luc Picard' });
    await expect(avatar).toHaveAttribute('data-slot', 'avatar-fallback');
    await expect(avatar).toHaveTextContent('JP');
    await expect(avatar.closest('[data-slot="avatar"]')).toHaveAttribute('data-size', 'lg');
  },
};
