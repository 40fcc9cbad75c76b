import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Form } from 'react-final-form';
import {
  CheckboxField,
  MultiSelectField,
  PasswordInputField,
  SelectField,
  TextInputField,
} from '@/components/FormFields';
import { STATION_OPTIONS } from './StoryFixtures';

function Fields({ submitErrors }: { submitErrors?: Record<string, string> }) {
  return (
    <Form
      onSubmit={() => submitErrors}
      validate={(values: Record<string, unknown>) =>
        values.email && !String(values.email).includes('@')
          ? { email: 'El correo no es válido' }
          : {}
      }
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
          <TextInputField name="name" label="Nombre" required fullWidth />
          <TextInputField name="email" label="Correo" fullWidth />
          <TextInputField
            name="bombs"
            label="Número de bombas (numérico)"
            mode="numeric"
            fullWidth
          />
          <TextInputField name="alias" label="Alias (alfanumérico)" mode="alphanumeric" fullWidth />
          <SelectField
            name="role"
            label="Rol"
            required
            options={[
              { value: '2', label: 'Editor' },
              { value: '3', label: 'Visor' },
            ]}
          />
          <MultiSelectField name="stations" label="Gasolineras" options={STATION_OPTIONS} />
          <PasswordInputField name="password" label="Contraseña" autoComplete="new-password" />
          <CheckboxField name="enabled" label="Encendido" />
          <button type="submit">Guardar</button>
        </form>
      )}
    />
  );
}

const meta = {
  title: 'Components/FormFields',
  component: Fields,
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ServerErrors: Story = {
  args: {
    submitErrors: {
      name: 'Escribe como máximo 100 caracteres',
      role: 'Elige una opción de la lista',
    },
  },
};
