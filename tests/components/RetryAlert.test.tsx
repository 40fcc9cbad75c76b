import { screen } from '@testing-library/react';
import { RetryAlert } from '@/components/RetryAlert';
import { renderWithProviders } from '../support/renderWithProviders';

describe('RetryAlert', () => {
  it("announces why the list did not load and retries on 'Reintentar'", async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <RetryAlert failure={{ message: 'No se pudo cargar', onRetry }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
