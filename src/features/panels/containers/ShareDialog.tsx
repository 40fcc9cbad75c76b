// Makes a share link of the panel or one of its cameras and shows its absolute address, to
// copy ('Enlace copiado'), with its expiry in the user's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateShareLinkMutation } from '@/api/panels';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { ShareLinkDialog, type ShareDialogState } from '../components/ShareLinkDialog';
import { failureMessage } from '@/lib/apiFailure';
import { useClipboardCopy } from '@/components/hooks/useClipboardCopy';

export interface ShareSubject {
  kind: 'camera' | 'panel';
  /** The camera's id for kind camera. */
  cameraId?: number;
  name: string;
}

export interface ShareDialogProps {
  panelId: number;
  subject: ShareSubject | null;
  onClose: () => void;
}

export function ShareDialog({ panelId, subject, onClose }: ShareDialogProps) {
  const { t, i18n } = useTranslation(['video', 'errors']);
  const dispatch = useAppDispatch();
  const [create] = useCreateShareLinkMutation();
  const [state, setState] = useState<ShareDialogState>({ phase: 'ready' });
  const clipboard = useClipboardCopy({
    notify: (toast) => dispatch(toastShown(toast)),
    copied: 'video:share.copied',
    failed: 'video:share.copyFailed',
  });

  const close = () => {
    setState({ phase: 'ready' });
    clipboard.reset();
    onClose();
  };

  const onCreate = async () => {
    if (!subject) return;
    setState({ phase: 'creating' });
    try {
      const created = await create({
        id: panelId,
        shareLinkInput:
          subject.kind === 'camera'
            ? { kind: 'camera', camera_id: subject.cameraId }
            : { kind: 'panel' },
      }).unwrap();
      setState({
        phase: 'created',
        url: `${window.location.origin}${created.path}`,
        expiresAt: new Date(created.link.expires_at).toLocaleString(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      });
    } catch (error) {
      setState({ phase: 'failed', message: t(failureMessage(error)) });
    }
  };

  const onCopy = () => {
    if (state.phase !== 'created') return;
    void clipboard.copy(state.url);
  };

  return (
    <ShareLinkDialog
      open={subject !== null}
      kind={subject?.kind ?? 'panel'}
      name={subject?.name ?? ''}
      state={state}
      copied={clipboard.copied}
      onCreate={() => void onCreate()}
      onCopy={onCopy}
      onClose={close}
    />
  );
}
