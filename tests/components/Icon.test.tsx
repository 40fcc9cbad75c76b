import { screen } from '@testing-library/react';
import { Icon, iconNames } from '@/components/Icon';
import { renderWithProviders } from '../support/renderWithProviders';

describe('Icon', () => {
  it('is decorative (hidden) without a title', () => {
    const { container } = renderWithProviders(<Icon name="search" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('becomes a labelled image with a title', () => {
    renderWithProviders(<Icon name="pdf" title="Archivo PDF" size={32} color="#F44336" />);
    const img = screen.getByRole('img', { name: 'Archivo PDF' });
    expect(img).toHaveAttribute('width', '32');
    expect(img).toHaveStyle({ color: '#F44336' });
  });

  it('draws every icon of the set', () => {
    const required = [
      'menu',
      'back',
      'arrow-left',
      'search',
      'download',
      'delete',
      'trash',
      'edit',
      'folder',
      'folder-open',
      'pdf',
      'csv',
      'file',
      'eye',
      'eye-off',
      'close',
      'check',
      'chevron-down',
      'chevron-left',
      'chevron-right',
      'more-vertical',
      'plus',
      'logout',
      'user',
      'settings',
      'gas-station',
      'chart',
      'camera',
      'home',
      'alert-error',
      'alert-warning',
      'alert-info',
      'alert-success',
      'sort-asc',
      'sort-desc',
      'pause',
      'play',
      'retry',
      'language',
    ];
    expect(iconNames).toEqual(expect.arrayContaining(required));
    for (const name of iconNames) {
      const { container, unmount } = renderWithProviders(<Icon name={name} />);
      const svg = container.querySelector(`svg[data-icon="${name}"]`);
      expect(svg?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });
});
