// How to look for competitors in the registry: by distance from the station (a radius in km)
// or by address text (rivals are searched by address).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Tabs } from '@/components/Tabs';
import { TextField } from '@/components/TextField';
import { filterInput } from '@/lib/forms';

export type RivalSearchMode = 'distance' | 'address';

export interface RivalSearchBarProps {
  mode: RivalSearchMode;
  radius: string;
  text: string;
  searching?: boolean;
  onModeChange: (mode: RivalSearchMode) => void;
  onRadiusChange: (radius: string) => void;
  onTextChange: (text: string) => void;
  onSearch: () => void;
}

const Row = styled.form`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding-top: ${({ theme }) => theme.space.md}px;
`;

export function RivalSearchBar({
  mode,
  radius,
  text,
  searching = false,
  onModeChange,
  onRadiusChange,
  onTextChange,
  onSearch,
}: RivalSearchBarProps) {
  const { t } = useTranslation('gasStations');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const radiusValue = Number(radius);
  const canSearch =
    mode === 'distance' ? radiusValue >= 0.1 && radiusValue <= 50 : text.trim().length > 0;
  return (
    <Tabs
      aria-label={t('rivals.search')}
      value={mode}
      onChange={(key) => onModeChange(key as RivalSearchMode)}
      tabs={[
        { key: 'distance', label: t('rivals.byDistance') },
        { key: 'address', label: t('rivals.byAddress') },
      ]}
    >
      <Row onSubmit={submit} role="search" aria-label={t('rivals.search')}>
        {mode === 'distance' ? (
          <TextField
            label={t('rivals.radius')}
            value={radius}
            inputMode="decimal"
            maxLength={5}
            onChange={(event) => onRadiusChange(filterInput('numeric', event.target.value, radius))}
          />
        ) : (
          <TextField
            label={t('rivals.addressLabel')}
            value={text}
            maxLength={100}
            onChange={(event) => onTextChange(event.target.value)}
          />
        )}
        <Button
          type="submit"
          startIcon="search"
          loading={searching}
          disabled={!canSearch || searching}
        >
          {t('rivals.searchAction')}
        </Button>
      </Row>
    </Tabs>
  );
}
