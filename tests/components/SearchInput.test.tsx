import { screen } from '@testing-library/react';
import { useState } from 'react';
import { SearchInput } from '@/components/SearchInput';
import { renderWithProviders } from '../support/renderWithProviders';

function Harness({ onSubmit }: { onSubmit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return <SearchInput value={value} onChange={setValue} onSubmit={onSubmit} />;
}

describe('SearchInput', () => {
  it("is a search box with the 'Buscar' placeholder, 216 px wide on desktop", () => {
    const { container } = renderWithProviders(<SearchInput value="" onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(box).toHaveAttribute('placeholder', 'Buscar');
    expect(container.firstElementChild).toHaveStyle({ width: '216px' });
  });

  it('reports typed text, submits on Enter and clears with the button and Escape', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'Pemex{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Pemex');
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await user.type(box, 'Shell{Escape}');
    expect(box).toHaveValue('');
  });

  it('takes a caller placeholder', () => {
    renderWithProviders(
      <SearchInput value="" onChange={() => undefined} placeholder="Buscar estación" />,
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar estación' })).toBeInTheDocument();
  });
});
