import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PhotoPicker } from '@/components/PhotoPicker';
import { UserForm } from '@/features/settings/components/UserForm';
import { emptyUserValues, validateUser } from '@/features/settings/model/userForm';
import { STATION_OPTIONS } from './StoryFixtures';

const roles = [
  { value: '2', label: 'Editor' },
  { value: '3', label: 'Visor' },
];

const meta = {
  title: 'Settings/UserForm',
  component: UserForm,
  args: {
    mode: 'create',
    initialValues: emptyUserValues(),
    roles,
    stations: STATION_OPTIONS,
    validate: validateUser('create'),
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onCancel: fn(),
    photo: <PhotoPicker label="Foto" url={null} onSelect={fn()} />,
  },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateByEditor: Story = {};
export const CreateByAdmin: Story = {
  args: {
    roles: [{ value: '1', label: 'Admin' }, ...roles],
    customers: [
      { value: '1', label: 'Grupo Surtidor Demo' },
      { value: '2', label: 'Combustibles del Bajío' },
    ],
    stationCustomers: Object.fromEntries(
      STATION_OPTIONS.map((s, i) => [s.value, i < 5 ? '1' : '2']),
    ),
  },
};
export const Edit: Story = {
  args: {
    mode: 'edit',
    validate: validateUser('edit'),
    initialValues: {
      ...emptyUserValues(),
      name: 'Valeria Visor',
      email: 'visor@demo.surtidor.mx',
      telephone: '4491234567',
      gas_station_ids: ['1', '2'],
    },
  },
};
export const EmailTaken: Story = {
  args: {
    onSubmit: fn(async () => ({ email: 'Ocurrió un error o el correo ya está registrado' })),
  },
};
