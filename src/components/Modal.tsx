// Dialog rendered in a portal: header (title, optional alert icon, close button), body, footer
// with 'Cancelar' / 'Aceptar' by default. `pending` locks the dialog while its action runs:
// the accept button spins, cancel and close are hidden, Escape and backdrop clicks do nothing.
// Focus moves into the dialog on open, Tab cycles inside it, and focus returns on close.
import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Severity } from '@/theme/theme';
import { severityIcons } from './Alert';
import { Button } from './Button';
import { getFocusable } from './hooks/focusable';
import { useLatestRef } from './hooks/useLatestRef';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import {
  AlertIcon,
  Backdrop,
  Body,
  CloseSlot,
  Description,
  Dialog,
  Footer,
  Header,
  Title,
  type ModalMaxWidth,
} from './Modal.styles';

export type { ModalMaxWidth } from './Modal.styles';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  /** Short text under the title, before the body content. */
  description?: ReactNode;
  children?: ReactNode;
  /** Cancel button, close button, Escape and backdrop click. Omit to hide the cancel button. */
  onCancel?: () => void;
  /** Accept button. Omit (and omit acceptFormId) to hide it. */
  onAccept?: () => void;
  acceptLabel?: ReactNode;
  cancelLabel?: ReactNode;
  acceptVariant?: 'primary' | 'danger';
  acceptDisabled?: boolean;
  /** Make the accept button submit this form (type="submit" form=id). */
  acceptFormId?: string;
  /** Replace the default buttons; null removes the footer. */
  footer?: ReactNode | null;
  maxWidth?: ModalMaxWidth;
  alertType?: Severity;
  pending?: boolean;
  /** e.g. '60vh' for the file preview. */
  minHeight?: string;
  closeOnBackdropClick?: boolean;
  hideCloseButton?: boolean;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  className?: string;
}

// Open dialogs, innermost last: only the top one reacts to Escape and owns the scroll lock.
const openStack: string[] = [];

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  title,
  description,
  children,
  onCancel,
  onAccept,
  acceptLabel,
  cancelLabel,
  acceptVariant = 'primary',
  acceptDisabled = false,
  acceptFormId,
  footer,
  maxWidth = 'sm',
  alertType,
  pending = false,
  minHeight,
  closeOnBackdropClick = true,
  hideCloseButton = false,
  'aria-label': ariaLabel,
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const cancelRef = useLatestRef(onCancel);
  const pendingRef = useLatestRef(pending);

  const requestClose = () => {
    if (!pendingRef.current) cancelRef.current?.();
  };

  // Focus on open, restore on close, lock page scroll while open.
  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // Caller's choice, else the first field of the body, else the first footer button (the
    // safe 'Cancelar' comes before 'Aceptar'), else the close button, else the dialog itself.
    const target =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      getFocusable(bodyRef.current)[0] ??
      getFocusable(footerRef.current)[0] ??
      getFocusable(dialog)[0] ??
      dialog;
    target?.focus();

    openStack.push(id);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      const index = openStack.indexOf(id);
      if (index >= 0) openStack.splice(index, 1);
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused && typeof previouslyFocused.focus === 'function') {
        previouslyFocused.focus();
      }
    };
  }, [id]);

  // Escape anywhere in the document closes the top-most dialog (unless pending).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (openStack[openStack.length - 1] !== id) return;
      event.preventDefault();
      if (!pendingRef.current) cancelRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [id, cancelRef, pendingRef]);

  // Trap-lite: Tab and Shift+Tab wrap around inside the dialog.
  const onDialogKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = getFocusable(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click counts only if it both started and ended on the backdrop (not a drag out of a field).
  const onBackdropMouseDown = (event: ReactMouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: ReactMouseEvent) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdropClick) requestClose();
  };

  const showAccept = Boolean(onAccept) || acceptFormId !== undefined;
  const showCancel = Boolean(onCancel) && !pending;
  const resolvedTitle = title ?? (alertType ? t(`severity.${alertType}`) : undefined);
  const defaultFooter =
    showAccept || showCancel ? (
      <>
        {showCancel && (
          <Button variant="secondary" onClick={requestClose}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
        )}
        {showAccept && (
          <Button
            variant={acceptVariant}
            loading={pending}
            disabled={acceptDisabled}
            onClick={onAccept}
            type={acceptFormId ? 'submit' : 'button'}
            form={acceptFormId}
          >
            {acceptLabel ?? t('actions.accept')}
          </Button>
        )}
      </>
    ) : null;
  const footerContent = footer === undefined ? defaultFooter : footer;
  const showClose = Boolean(onCancel) && !pending && !hideCloseButton;

  return (
    <Backdrop
      $fullScreen={maxWidth === 'fullScreen'}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={resolvedTitle !== undefined ? titleId : undefined}
        aria-label={resolvedTitle === undefined ? ariaLabel : undefined}
        aria-busy={pending || undefined}
        tabIndex={-1}
        $maxWidth={maxWidth}
        $alert={alertType}
        $minHeight={minHeight}
        onKeyDown={onDialogKeyDown}
        className={className}
      >
        {(resolvedTitle !== undefined || showClose) && (
          <Header>
            {alertType && (
              <AlertIcon $alert={alertType} aria-hidden>
                <Icon name={severityIcons[alertType]} size={20} />
              </AlertIcon>
            )}
            {resolvedTitle !== undefined && <Title id={titleId}>{resolvedTitle}</Title>}
            {showClose && (
              <CloseSlot>
                <IconButton icon="close" aria-label={t('actions.close')} onClick={requestClose} />
              </CloseSlot>
            )}
          </Header>
        )}
        <Body ref={bodyRef}>
          {description !== undefined && <Description>{description}</Description>}
          {children}
        </Body>
        {footerContent !== null && <Footer ref={footerRef}>{footerContent}</Footer>}
      </Dialog>
    </Backdrop>
  );
}
