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
