// Asks for the alias under which a registry station becomes a competitor (rivals are
// permissions with an alias). The alias starts as the registry name.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { Modal } from '@/components/Modal';
import { TextField } from '@/components/TextField';

export interface AddRivalDialogProps {
  open: boolean;
  name: string;
  permit: string;
  pending?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: (alias: string) => void;
}

const ALIAS_MAX = 100;

export function AddRivalDialog(props: AddRivalDialogProps) {
  // Remounted per candidate so the alias starts from its name.
  return props.open ? <AliasDialog key={props.permit} {...props} /> : null;
}

function AliasDialog({
  open,
  name,
  permit,
  pending = false,
  error = null,
  onCancel,
  onConfirm,
}: AddRivalDialogProps) {
  const { t } = useTranslation('gasStations');
  const [alias, setAlias] = useState(name.slice(0, ALIAS_MAX));
  const trimmed = alias.trim();
  return (
    <Modal
      open={open}
      title={t('rivals.addTitle')}
      description={t('rivals.addDescription', { name, permit })}
      onCancel={onCancel}
      onAccept={() => onConfirm(trimmed)}
      acceptLabel={t('rivals.add')}
      acceptDisabled={trimmed === '' || pending}
      pending={pending}
    >
      <TextField
        label={t('rivals.aliasLabel')}
        value={alias}
        required
        fullWidth
        maxLength={ALIAS_MAX}
        autoFocus
        onChange={(event) => setAlias(event.target.value)}
      />
      {error && <Alert severity="error">{error}</Alert>}
    </Modal>
  );
}
