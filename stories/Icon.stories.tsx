import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { Icon, iconNames } from '@/components/Icon';
import { theme } from '@/theme/theme';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'gas-station', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Labelled: Story = {
  args: { name: 'pdf', title: 'Archivo PDF', color: theme.colors.fuel.premium, size: 32 },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
`;
const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #fff;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: 12px;
`;

export const AllIcons: Story = {
  render: (args) => (
    <Grid>
      {iconNames.map((name) => (
        <Cell key={name}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: theme.colors.primary }}>
      {[12, 16, 20, 24, 32, 48].map((size) => (
        <Icon key={size} name="folder" size={size} />
      ))}
    </div>
  ),
};

export const FileTypes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Icon name="folder" size={32} color={theme.colors.primary} title="Carpeta con elementos" />
      <Icon name="folder-open" size={32} color={theme.colors.primary} title="Carpeta vacía" />
      <Icon name="pdf" size={32} color={theme.colors.fuel.premium} title="PDF" />
      <Icon name="csv" size={32} color={theme.colors.fuel.regular} title="CSV" />
      <Icon name="file" size={32} color={theme.colors.grey[600]} title="Archivo" />
    </div>
  ),
};
