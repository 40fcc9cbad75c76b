import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '@/components/Tabs';
import { HTML_METACHARACTERS, renderWithProviders } from '../support/renderWithProviders';

const tabs = [
  { key: 'service', label: 'Métricas de servicio' },
  { key: 'price', label: 'Precio de combustible' },
  { key: 'off', label: 'Desactivada', disabled: true },
];

function Harness({ onChange = () => undefined }: { onChange?: (key: string) => void }) {
  const [value, setValue] = useState('service');
  return (
    <Tabs
      aria-label="Dashboard"
      tabs={tabs}
      value={value}
      onChange={(key) => {
        onChange(key);
        setValue(key);
      }}
    >
      Panel {value}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected tabpanel', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { name: 'Métricas de servicio' });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(selected).toHaveAttribute('tabIndex', '0');
    expect(screen.getByRole('tab', { name: 'Precio de combustible' })).toHaveAttribute(
      'tabIndex',
      '-1',
    );
    expect(screen.getByRole('tabpanel', { name: 'Métricas de servicio' })).toHaveTextContent(
      'Panel service',
    );
  });

  it('changes on click', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Precio de combustible' }));
    expect(onChange).toHaveBeenCalledWith('price');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel price');
  });

  it('arrow keys move between enabled tabs, wrapping and skipping disabled ones', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Métricas de servicio' }));
    await user.keyboard('{ArrowRight}');
    const price = screen.getByRole('tab', { name: 'Precio de combustible' });
    expect(price).toHaveAttribute('aria-selected', 'true');
    expect(price).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Métricas de servicio' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(price).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Métricas de servicio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{End}');
    expect(price).toHaveAttribute('aria-selected', 'true');
  });

  it('renders labels with HTML metacharacters as text', () => {
    const { container } = renderWithProviders(
      <Tabs
        tabs={[{ key: 'a', label: HTML_METACHARACTERS }]}
        value="a"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('tab', { name: HTML_METACHARACTERS })).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
