import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MappingForm } from '@/features/ticketsUpload/components/MappingForm';
import { choicesOf, validateMapping } from '@/features/ticketsUpload/model/mappingForm';
import { autoMatchColumns } from '@/features/ticketsUpload/model/ticketRules';
import { englishSheet, ticketSheet, TICKET_HEADERS } from './TicketsUploadFixtures';

const meta = {
  title: 'TicketsUpload/MappingForm',
  component: MappingForm,
  args: {
    sheet: ticketSheet,
    initialValues: { header_row: '1', assigned_user_id: '1', columns: {} },
    stations: [
      { value: '1', label: 'Estación Centro', customerId: '1' },
      { value: '2', label: 'Estación Valle', customerId: '1' },
    ],
    users: [
      { value: '1', label: 'Ana Administradora (admin@demo.surtidor.mx)', customerId: null },
      { value: '2', label: 'Eduardo Editor (editor@demo.surtidor.mx)', customerId: '1' },
    ],
    suggestion: {
      key: 'auto',
      columns: choicesOf(autoMatchColumns(TICKET_HEADERS)),
      fromSavedMapping: false,
    },
    validate: validateMapping,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    onHeaderRowChange: fn(),
    onStationChange: fn(),
  },
} satisfies Meta<typeof MappingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoMatched: Story = {};
export const SavedMappingApplied: Story = {
  args: {
    suggestion: {
      key: 'saved',
      columns: choicesOf({ ...autoMatchColumns(TICKET_HEADERS), employee: null }),
      fromSavedMapping: true,
    },
  },
};
export const HeadersOnSecondRowWithoutProduct: Story = {
  args: {
    sheet: englishSheet,
    initialValues: { header_row: '2', columns: {} },
    suggestion: {
      key: 'english',
      columns: choicesOf(autoMatchColumns(englishSheet.rows[1] as string[])),
      fromSavedMapping: false,
    },
  },
};
export const ServerFailure: Story = {
  args: {
    onSubmit: fn(async () => ({
      'FINAL_FORM/form-error': 'Error en servidor: Contacte a soporte',
    })),
  },
};
