import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PhotoPicker } from '@/components/PhotoPicker';
import { CompanyProfileForm } from '@/features/settings/components/CompanyProfileForm';
import { validateCompany } from '@/features/settings/model/companyForm';

const meta = {
  title: 'Settings/CompanyProfileForm',
  component: CompanyProfileForm,
  args: {
    initialValues: {
      legal_name: 'Grupo Surtidor Demo S.A. de C.V.',
      rfc: 'GSD200101AA1',
      city: 'Aguascalientes',
      state: 'Aguascalientes',
      postal_code: '20100',
      contact_name: 'Laura Gómez',
      contact_job_title: 'Gerente de operaciones',
      invoice_email: 'facturas@grupo.mx',
      cfdi_use: 'G03',
      tax_regime: '601',
    },
    validate: validateCompany,
    onSubmit: fn(async (): Promise<Record<string, unknown> | undefined> => undefined),
    picture: <PhotoPicker label="Imagen de la empresa" url={null} onSelect={fn()} />,
  },
} satisfies Meta<typeof CompanyProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const ReadOnly: Story = { args: { readOnly: true } };
export const LegalNameTaken: Story = {
  args: { onSubmit: fn(async () => ({ legal_name: 'Ya existe un cliente con esa razón social' })) },
};
