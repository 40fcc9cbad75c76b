// A list screen's search box and main action ('Agregar …'). Inside the app's layout they go to
// the top bar (search 216 px on desktop, the action button; on mobile the
// top bar gives the search its own row and shrinks the action to its icon) and nothing is drawn
// here; elsewhere (Storybook, tests, a second list on a screen whose top bar is taken) they are
// a toolbar above the list: search on the left, the button on the right.
import styled from 'styled-components';
import { Button } from './Button';
import { SearchInput } from './SearchInput';
import { useHasTopBar, useTopBarControls } from './hooks/topBarControls';

export interface ListSearch {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the box. */
  label: string;
  placeholder?: string;
}

export interface ListAdd {
  label: string;
  onClick: () => void;
  /** Only for the toolbar; the top bar's action is always the primary button. */
  variant?: 'primary' | 'secondary';
}

export interface ListControlsProps {
  search?: ListSearch;
  add?: ListAdd;
  /** false: stay above the list even inside the layout. */
  topBar?: boolean;
}

const Toolbar = styled.div<{ $spread: boolean }>`
  display: flex;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'flex-end')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.xl}px`};
`;

export function ListControls({ search, add, topBar = true }: ListControlsProps) {
  const inTopBar = useHasTopBar() && topBar;
  useTopBarControls(
    inTopBar
      ? {
          search: search && {
            value: search.value,
            onChange: search.onChange,
            label: search.label,
            placeholder: search.placeholder,
          },
          action: add && { label: add.label, onClick: add.onClick, icon: 'plus' },
        }
      : null,
  );
  if (inTopBar || (!search && !add)) return null;
  return (
    <Toolbar $spread={search !== undefined}>
      {search && (
        <SearchInput
          value={search.value}
          onChange={search.onChange}
          aria-label={search.label}
          placeholder={search.placeholder}
        />
      )}
      {add && (
        <Button startIcon="plus" variant={add.variant} onClick={add.onClick}>
          {add.label}
        </Button>
      )}
    </Toolbar>
  );
}
