import { fireEvent, screen } from '@testing-library/react';
import { Avatar, formatAvatarCount, getInitials } from '@/components/Avatar';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('Avatar', () => {
  it('initials come from the first and last words', () => {
    expect(getInitials('Ana María López')).toBe('AL');
    expect(getInitials('  josé   de la   Peña ')).toBe('JP');
    expect(getInitials('Ana')).toBe('A');
    expect(getInitials('')).toBe('');
    expect(getInitials(null)).toBe('');
    expect(getInitials('Óscar Ñúñez')).toBe('ÓÑ');
  });

  it('shows initials when there is no picture', () => {
    renderWithProviders(<Avatar name="Ana María López" size="large" />);
    const avatar = screen.getByRole('img', { name: 'Ana María López' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('shows the picture, and falls back to initials when it fails to load', () => {
    renderWithProviders(<Avatar src="https://example.test/ana.png" name="Ana López" />);
    const img = screen.getByRole('img', { name: 'Ana López' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Ana López' })).toHaveTextContent('AL');
  });

  it('shows a default user image with neither picture nor name', () => {
    renderWithProviders(<Avatar />);
    const avatar = screen.getByRole('img', { name: 'Usuario' });
    expect(avatar.querySelector('svg')).not.toBeNull();
    expect(avatar).toHaveTextContent('');
  });

  it("count shows '+N' and caps at '9+' from 10", () => {
    expect(formatAvatarCount(3)).toBe('+3');
    expect(formatAvatarCount(9)).toBe('+9');
    expect(formatAvatarCount(10)).toBe('9+');
    expect(formatAvatarCount(42)).toBe('9+');
    renderWithProviders(
      <>
        <Avatar count={4} size="group" />
        <Avatar count={12} size="group" />
      </>,
    );
    expect(screen.getByRole('img', { name: '4 más' })).toHaveTextContent('+4');
    expect(screen.getByRole('img', { name: '12 más' })).toHaveTextContent('9+');
  });

  it.each([
    ['large', 40],
    ['medium', 28],
    ['small', 20],
    ['group', 24],
    ['extraSmall', 12],
  ] as const)('size %s is %i px', (size, px) => {
    renderWithProviders(<Avatar name="Ana" size={size} />);
    expect(screen.getByRole('img')).toHaveStyle({ width: `${px}px` });
  });

  it('renders a name with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(<Avatar name={HTML_METACHARACTERS} />);
    expect(screen.getByRole('img', { name: HTML_METACHARACTERS })).toHaveTextContent('<');
    expect(container.querySelector('b')).toBeNull();
  });
});
