import { screen } from '@testing-library/react';
import { Skeleton } from '@/components/Skeleton';
import { renderWithProviders } from '../support/renderWithProviders';

describe('Skeleton', () => {
  it('text, rect and circle shapes are hidden from assistive technology and sized by props', () => {
    const { container } = renderWithProviders(
      <>
        <Skeleton variant="text" width={120} />
        <Skeleton variant="rect" width="50%" height={80} />
        <Skeleton variant="circle" width={40} />
      </>,
    );
    const shapes = container.querySelectorAll('[data-skeleton]');
    expect(shapes).toHaveLength(3);
    shapes.forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
    expect(shapes[0]).toHaveStyle({ width: '120px' });
    expect(shapes[1]).toHaveStyle({ width: '50%', height: '80px' });
    // A circle without a height is as tall as it is wide.
    expect(shapes[2]).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('stacks several text lines', () => {
    const { container } = renderWithProviders(<Skeleton lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('chart variant is a greyed chart announced as loading, 200 px high by default', () => {
    renderWithProviders(<Skeleton variant="chart" />);
    const chart = screen.getByRole('status', { name: 'Cargando…' });
    expect(chart).toHaveStyle({ height: '200px' });
    expect(chart.children.length).toBeGreaterThan(3);
  });
});
