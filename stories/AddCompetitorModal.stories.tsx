import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AddCompetitorModal } from '@/features/dashboard/components/AddCompetitorModal';
import {
  EMPTY_COMPETITOR,
  type AddCompetitorValues,
} from '@/features/dashboard/model/addCompetitorForm';

const filled: AddCompetitorValues = {
  name: 'La de enfrente',
  razon: 'Estaciones de Servicio S.A. de C.V.',
  direccion: 'Av. Universidad 1001, Aguascalientes',
  permisoCre: 'PL/1418/EXP/ES/2015',
  marca: 'pemex',
};

const meta = {
  title: 'Dashboard/AddCompetitorModal',
  component: AddCompetitorModal,
  args: {
    open: true,
    pending: false,
    values: EMPTY_COMPETITOR,
    onChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <AddCompetitorModal
        {...args}
        values={values}
        onChange={(next) => {
          setValues(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AddCompetitorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Agregar' stays disabled until nickname, address and permit have text. */
export const Empty: Story = {};
export const Filled: Story = { args: { values: filled } };
/** While adding: the dialog cannot be closed. */
export const Pending: Story = { args: { values: filled, pending: true } };
/** While typing: registry stations matching the permit or nickname, nearest first. */
export const Suggestions: Story = {
  args: {
    values: { ...EMPTY_COMPETITOR, permisoCre: 'PL/85' },
    suggestions: [
      {
        permit: 'PL/8543/EXP/ES/2015',
        name: 'SERVICIOS GUZMAN, S. A.',
        address: null,
        distance_km: 1.04,
      },
      {
        permit: 'PL/8511/EXP/ES/2015',
        name: 'ESTACIONES DE SERVICIO S.A. DE C.V.',
        address: 'Blvd. José María Chávez 1902',
        distance_km: 3.4,
      },
    ],
  },
};
/** A valid permit the registry does not know: saved as typed, linked by a later import. */
export const UnregisteredPermit: Story = {
  args: {
    values: { ...filled, permisoCre: 'PL/99999/EXP/ES/2099' },
    permitNotice: 'unregistered',
  },
};
/** Text that is not a permit. */
export const InvalidPermit: Story = {
  args: { values: { ...filled, permisoCre: 'gasolinera 12' }, permitNotice: 'invalid' },
};
