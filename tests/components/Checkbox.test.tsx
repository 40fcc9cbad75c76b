import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Checkbox } from '@/components/Checkbox';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

describe('Checkbox', () => {
  it('toggles by click on the label and by Space', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="Recordarme"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Recordarme' });
    await user.click(screen.getByText('Recordarme'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('works uncontrolled and reports mixed state', async () => {
    const { user } = renderWithProviders(
      <>
        <Checkbox label="Libre" defaultChecked />
        <Checkbox label="Parcial" indeterminate />
      </>,
    );
    const free = screen.getByRole('checkbox', { name: 'Libre' });
    expect(free).toBeChecked();
    await user.click(free);
    expect(free).not.toBeChecked();
    const partial = screen.getByRole('checkbox', { name: 'Parcial' }) as HTMLInputElement;
    expect(partial.indeterminate).toBe(true);
  });

  it('disabled cannot be toggled', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <Checkbox label="Bloqueado" disabled onChange={onChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Bloqueado' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders a label with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(<Checkbox label={HTML_METACHARACTERS} />);
    expect(screen.getByRole('checkbox', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
