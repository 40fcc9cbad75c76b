import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Popover } from '@/components/Popover';
import { renderWithProviders } from '../support/renderWithProviders';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <button ref={anchorRef}>Ancla</button>
      <button>Otro</button>
      <Popover
        open={open}
        anchorRef={anchorRef}
        width={350}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Contenido flotante</p>
      </Popover>
    </div>
  );
}

describe('Popover', () => {
  it('renders its content in a portal with the requested width', () => {
    const { container } = renderWithProviders(<Harness onClose={jest.fn()} />);
    const content = screen.getByText('Contenido flotante');
    expect(container.contains(content)).toBe(false);
    expect(content.parentElement).toHaveStyle({ width: '350px', position: 'fixed' });
  });

  it('closes on a press outside, but not on the anchor or inside', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<Harness onClose={onClose} />);
    await user.click(screen.getByText('Contenido flotante'));
    await user.click(screen.getByRole('button', { name: 'Ancla' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Otro' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Contenido flotante')).not.toBeInTheDocument();
  });
});
