// Tiles linking to the areas this user may open.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '@/components/Icon';
import type { Shortcut } from '../model/shortcuts';

export interface ShortcutGridProps {
  shortcuts: Shortcut[];
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.background.paper};
  color: inherit;
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

const IconBox = styled.span<{ $admin: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $admin, theme }) => ($admin ? theme.colors.secondaryLight : theme.colors.primaryLight)};
  color: ${({ $admin, theme }) => ($admin ? theme.colors.secondaryStrong : theme.colors.primaryStrong)};
`;

const Title = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Description = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function ShortcutGrid({ shortcuts }: ShortcutGridProps) {
  const { t } = useTranslation('home');
  return (
    <Grid>
      {shortcuts.map((shortcut) => (
        <li key={shortcut.key}>
          <Tile to={shortcut.to} data-shortcut={shortcut.key}>
            <IconBox $admin={shortcut.admin} aria-hidden="true">
              <Icon name={shortcut.icon} size={20} />
            </IconBox>
            <span>
              <Title>{t(`shortcuts.${shortcut.key}.title`)}</Title>
              <Description>{t(`shortcuts.${shortcut.key}.description`)}</Description>
            </span>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
