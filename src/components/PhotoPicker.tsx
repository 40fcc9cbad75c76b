// A photo field (station brand photo, user photo, company picture): the current picture or a
// placeholder, 'Elegir foto' (PNG or JPEG), 'Quitar', the photo rules (300x300 px, at most 5 MB)
// as help text and the problem found with a chosen file. Presentational: the caller checks and
// uploads the file.
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { Icon } from './Icon';
import { Spinner } from './Spinner';

export interface PhotoPickerProps {
  label: ReactNode;
  /** The current picture, if any. */
  url: string | null;
  uploading?: boolean;
  error?: string | null;
  disabled?: boolean;
  onSelect: (file: File) => void;
  onRemove?: () => void;
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Frame = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.grey[100]};
  color: ${({ theme }) => theme.colors.grey[500]};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Help = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Problem = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.alert.error.main};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const HiddenInput = styled.input`
  display: none;
`;

export function PhotoPicker({
  label,
  url,
  uploading = false,
  error = null,
  disabled = false,
  onSelect,
  onRemove,
}: PhotoPickerProps) {
  const { t } = useTranslation('forms');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <Root role="group" aria-labelledby={`${id}-label`}>
      <Frame>
        {url ? <img src={url} alt={String(label)} /> : <Icon name="file" size={32} />}
        {uploading && <Spinner centered decorative />}
      </Frame>
      <Column>
        <Label id={`${id}-label`}>{label}</Label>
        <Help>{t('photo.rules')}</Help>
        {error && <Problem role="alert">{error}</Problem>}
        <Buttons>
          <Button
            type="button"
            size="small"
            variant="secondary"
            startIcon="plus"
            disabled={disabled || uploading}
            onClick={() => inputRef.current?.click()}
          >
            {t('photo.choose')}
          </Button>
          {url && onRemove && (
            <Button
              type="button"
              size="small"
              variant="text"
              disabled={disabled || uploading}
              onClick={onRemove}
            >
              {t('photo.remove')}
            </Button>
          )}
        </Buttons>
        <HiddenInput
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          aria-label={t('photo.choose')}
          data-testid={`${id}-file`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so picking the same file again still fires a change.
            event.target.value = '';
            if (file) onSelect(file);
          }}
        />
      </Column>
    </Root>
  );
}
