// The panel form's values <-> PanelInput, checked against the contract schema. The form keeps
// the grid's cameras themselves (to draw their tiles); the request sends their ids in order.
import type { Panel, PanelInput } from '@/api/panels';
import { contractBody } from '@/api/formSchemas';
import { schemaForm, toInteger, toText, type FormErrors, type ServerFieldError } from '@/lib/forms';
import { MAX_PANEL_CAMERAS, type PanelCamera } from './panelGrid';

export interface PanelFormValues {
  customer_id?: string;
  title?: string;
  name?: string;
  columns: string;
  cameras: PanelCamera[];
}

export const COLUMN_CHOICES = ['1', '2', '3', '4'] as const;
const DEFAULT_COLUMNS = '2';

const MESSAGES = {
  camera_ids: { maxItems: `Un panel tiene como máximo ${MAX_PANEL_CAMERAS} cámaras` },
};

/** A new panel's values; `customerId` fixed for users of one customer. */
export function newPanelValues(customerId?: number): PanelFormValues {
  return {
    customer_id: customerId === undefined ? undefined : String(customerId),
    columns: DEFAULT_COLUMNS,
    cameras: [],
  };
}

export function valuesFromPanel(panel: Panel): PanelFormValues {
  return {
    customer_id: String(panel.customer.id),
    title: panel.title,
    name: panel.name,
    columns: String(panel.columns),
    cameras: panel.cameras,
  };
}

export function toPanelInput(values: PanelFormValues): PanelInput {
  return {
    customer_id: toInteger(values.customer_id),
    title: toText(values.title),
    name: toText(values.name),
    columns: toInteger(values.columns),
    camera_ids: values.cameras.map((c) => c.id),
  } as PanelInput;
}

function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = firstMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

/**
 * Errors of `camera_ids` (the list, or one of its items such as `camera_ids.3`) belong to the
 * grid, which the form calls `cameras`: one message under it.
 */
function onGrid(errors: FormErrors): FormErrors {
  const { camera_ids: cameras, ...rest } = errors;
  const message = firstMessage(cameras);
  return message ? { ...rest, cameras: message } : rest;
}

const panelChecks = schemaForm({
  ...contractBody('PanelInput'),
  toPayload: toPanelInput,
  messages: MESSAGES,
});

export function validatePanel(values: PanelFormValues): FormErrors {
  return onGrid(panelChecks.validate(values));
}

export function panelServerErrors(errors: ServerFieldError[] | undefined): FormErrors {
  return onGrid(panelChecks.serverErrors(errors));
}
