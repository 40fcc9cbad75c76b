// A card's leading icon on a tinted square (a station, a panel). Decorative: the card's title
// says what it is, so screen readers skip it.
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface IconBadgeProps {
  icon: IconName;
}

export function IconBadge({ icon }: IconBadgeProps) {
  return (
    <Badge aria-hidden="true">
      <Icon name={icon} size={22} />
    </Badge>
  );
}
