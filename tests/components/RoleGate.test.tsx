import { render, screen } from '@testing-library/react';
import { RoleGate } from '@/components/RoleGate';

describe('RoleGate', () => {
  it('shows its content to Editors by default and to nobody else', () => {
    const { rerender } = render(
      <RoleGate role="Editor" loaded>
        contenido
      </RoleGate>,
    );
    expect(screen.getByText('contenido')).toBeInTheDocument();
    for (const role of ['Admin', 'Visor', 'Proveedor', null] as const) {
      rerender(
        <RoleGate role={role} loaded>
          contenido
        </RoleGate>,
      );
      expect(screen.queryByText('contenido')).toBeNull();
    }
  });

  it('takes the allowed roles and an optional fallback', () => {
    const { rerender } = render(
      <RoleGate role="Admin" loaded allowed={['Admin', 'Editor']} fallback="sin permiso">
        contenido
      </RoleGate>,
    );
    expect(screen.getByText('contenido')).toBeInTheDocument();
    rerender(
      <RoleGate role="Visor" loaded allowed={['Admin', 'Editor']} fallback="sin permiso">
        contenido
      </RoleGate>,
    );
    expect(screen.getByText('sin permiso')).toBeInTheDocument();
  });

  it('renders nothing, not even the fallback, until the profile has loaded', () => {
    const { container } = render(
      <RoleGate role="Editor" loaded={false} fallback="sin permiso">
        contenido
      </RoleGate>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
