import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ShiftsForm } from '@/features/gasStations/components/ShiftsForm';
import { emptyStationValues, validateStation } from '@/features/gasStations/model/stationForm';

const meta = {
  title: 'GasStations/ShiftsForm',
  component: ShiftsForm,
  args: {
    initialValues: {
      ...emptyStationValues(1),
      shifts: [
        { starts_at: '06:00', ends_at: '14:00' },
        { starts_at: '14:00', ends_at: '22:00' },
        { starts_at: '22:00', ends_at: '06:00' },
        {},
      ],
    },
    validate: (values) => {
      const errors = validateStation({
        ...values,
        name: 'x',
        brand: 'x',
        address: 'x',
        city: 'x',
        state: 'x',
        bombs: '1',
        permission: 'PS-123456',
      });
      return errors.shifts ? { shifts: errors.shifts } : {};
    },
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ShiftsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeShifts: Story = {};
export const NoShifts: Story = { args: { initialValues: emptyStationValues(1) } };
