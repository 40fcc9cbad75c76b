import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { theme } from '@/theme/theme';

const Section = styled.section`
  margin-bottom: 32px;
  h2 {
    font-size: 16px;
    margin-bottom: 12px;
  }
`;
const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
`;
const Swatch = styled.div<{ $color: string }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  background: #fff;
  font-size: 12px;
  &::before {
    content: '';
    display: block;
    height: 56px;
    background: ${({ $color }) => $color};
  }
  div {
    padding: 8px;
  }
`;

function flatten(prefix: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      flatten(prefix ? `${prefix}.${key}` : key, inner),
    );
  }
  return [];
}

function ThemeTokens() {
  const colours = flatten('', theme.colors).filter(
    ([, v]) => v.startsWith('#') || v.startsWith('rgba'),
  );
  return (
    <div>
      <Section>
        <h2>Colores</h2>
        <Swatches>
          {colours.map(([name, value]) => (
            <Swatch key={name} $color={value}>
              <div>
                <strong>{name}</strong>
                <br />
                <code>{value}</code>
              </div>
            </Swatch>
          ))}
        </Swatches>
      </Section>
      <Section>
        <h2>Espaciado (px)</h2>
        {Object.entries(theme.space).map(([name, px]) => (
          <div
            key={name}
            style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 4 }}
          >
            <code style={{ width: 60 }}>{name}</code>
            <span
              style={{ width: px, height: 12, background: theme.colors.primary, borderRadius: 2 }}
            />
            <span>{px}</span>
          </div>
        ))}
      </Section>
      <Section>
        <h2>Puntos de quiebre</h2>
        <p>
          {Object.entries(theme.breakpoints)
            .map(([k, v]) => `${k}: ${v}px`)
            .join(' · ')}{' '}
          — móvil hasta {theme.mobileMaxWidth}px
        </p>
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeTokens,
} satisfies Meta<typeof ThemeTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
