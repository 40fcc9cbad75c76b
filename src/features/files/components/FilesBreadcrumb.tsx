// The folder trail of the files screen: it starts at 'Reportes' and lists every
// folder opened, including those ahead of the current one until another folder is opened; the
// active crumb is highlighted. Clicking a crumb returns to that level.
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon } from '@/components/Icon';

export interface FilesBreadcrumbProps {
  /** Folder names below the root, in order. */
  folders: string[];
  /** 0 = the root; n = folders[n - 1]. */
  activeIndex: number;
  onSelect: (index: number) => void;
  disabled?: boolean;
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Crumb = styled.button<{ $active: boolean; $ahead: boolean }>`
  max-width: 280px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.text.secondary};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.grey[100]};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
  // Folders ahead can still be opened: told apart by style, not by a faint (unreadable) colour.
  ${({ $ahead }) =>
    $ahead &&
    css`
      font-style: italic;
    `}
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primaryLight};
      color: ${theme.colors.primaryDark};
      font-weight: ${theme.fontWeights.semibold};
    `}
`;

export function FilesBreadcrumb({
  folders,
  activeIndex,
  onSelect,
  disabled = false,
  className,
}: FilesBreadcrumbProps) {
  const { t } = useTranslation('files');
  const labels = [t('breadcrumb.root'), ...folders];
  return (
    <nav aria-label={t('breadcrumb.label')} className={className}>
      <List>
        {labels.map((label, index) => (
          <Item key={`${index}-${label}`}>
            {index > 0 && <Icon name="chevron-right" size={16} aria-hidden />}
            <Crumb
              type="button"
              $active={index === activeIndex}
              $ahead={index > activeIndex}
              aria-current={index === activeIndex ? 'location' : undefined}
              title={label}
              disabled={disabled}
              onClick={() => onSelect(index)}
            >
              {label}
            </Crumb>
          </Item>
        ))}
      </List>
    </nav>
  );
}
