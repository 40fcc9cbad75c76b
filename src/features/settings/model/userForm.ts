// The user form's values, their conversion to UserCreate / UserUpdate and the validation: the
// contract schema (as the server) plus the password rules (strength and
// confirmation, with the spec's messages). On edit the password is optional.
import type {
  ReportPermissions,
  ScreenPermissions,
  UserCreate,
  UserDetail,
  UserUpdate,
} from '@/api/users';
import { contractSchema, contractSchemas } from '@/api/formSchemas';
import {
  checkAgainstSchema,
  serverFormErrors,
  toFormErrors,
  toInteger,
  toText,
  type FormErrors,
  type RuleViolation,
  type ServerFieldError,
} from '@/lib/forms';
import * as contractValidators from '@/lib/forms/contractValidators.gen';
import { meetsPasswordRules, passwordMessages } from '@/lib/passwordRules';

export const SCREEN_PERMISSIONS = ['dashboard', 'files', 'vms', 'data', 'settings'] as const;
export const REPORT_PERMISSION_KEYS = [
  'weekly_executive',
  'weekly_analytic',
  'monthly',
  'price',
  'customer_behavior',
  'traffic_sensitivity',
] as const;

export interface UserFormValues {
  name?: string;
  email?: string;
  telephone?: string;
  password?: string;
  password_confirmation?: string;
  user_role_id?: string;
  customer_id?: string;
  gas_station_ids: string[];
  permissions: ScreenPermissions;
  report_permissions: ReportPermissions;
}

const noScreens = (): ScreenPermissions => ({
  dashboard: true,
  files: true,
  vms: false,
  data: false,
  settings: false,
});
const noReports = (): ReportPermissions => ({
  weekly_executive: false,
  weekly_analytic: false,
  monthly: false,
  price: false,
  customer_behavior: false,
  traffic_sensitivity: false,
});

export function emptyUserValues(): UserFormValues {
  return {
    user_role_id: '3',
    gas_station_ids: [],
    permissions: noScreens(),
    report_permissions: noReports(),
  };
}

export function valuesFromUser(user: UserDetail): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    telephone: user.telephone ?? undefined,
    user_role_id: user.role ? String(user.role.id) : undefined,
    customer_id: user.customer ? String(user.customer.id) : undefined,
    gas_station_ids: user.gas_stations.map((s) => String(s.id)),
    permissions: user.permissions ?? {
      dashboard: false,
      files: false,
      vms: false,
      data: false,
      settings: false,
    },
    report_permissions: user.report_permissions,
  };
}

export function toUserInput(values: UserFormValues): UserCreate & UserUpdate {
  const password = values.password === '' ? undefined : values.password;
  const confirmation =
    values.password_confirmation === '' ? undefined : values.password_confirmation;
  return {
    name: toText(values.name),
    email: toText(values.email),
    telephone: toText(values.telephone) ?? null,
    user_role_id: toInteger(values.user_role_id),
    customer_id: toInteger(values.customer_id) ?? null,
    gas_station_ids: values.gas_station_ids.map(Number),
    permissions: values.permissions,
    report_permissions: values.report_permissions,
    ...(password !== undefined || confirmation !== undefined
      ? { password, password_confirmation: confirmation }
      : {}),
  } as UserCreate & UserUpdate;
}

export const USER_MESSAGES = {
  telephone: { pattern: 'El teléfono debe tener 10 dígitos' },
  password: { minLength: passwordMessages.weak, strength: passwordMessages.weak },
  password_confirmation: { match: passwordMessages.mismatch },
  user_role_id: { required: 'Elige el rol' },
};

export function validateUser(mode: 'create' | 'edit') {
  const validate =
    mode === 'create' ? contractValidators.UserCreate : contractValidators.UserUpdate;
  return (values: UserFormValues): FormErrors => {
    const input = toUserInput(values);
    const violations: RuleViolation[] = checkAgainstSchema(input, validate);
    if (input.password !== undefined && !meetsPasswordRules(input.password)) {
      violations.push({ path: 'password', rule: 'strength' });
    }
    if (input.password !== undefined && input.password_confirmation === undefined) {
      violations.push({ path: 'password_confirmation', rule: 'required' });
    } else if (input.password !== input.password_confirmation) {
      violations.push({ path: 'password_confirmation', rule: 'match' });
    }
    return toFormErrors(violations, USER_MESSAGES);
  };
}

export function userServerErrors(
  mode: 'create' | 'edit',
  errors: ServerFieldError[] | undefined,
): FormErrors {
  return serverFormErrors(
    errors,
    contractSchema(mode === 'create' ? 'UserCreate' : 'UserUpdate'),
    contractSchemas,
    USER_MESSAGES,
  );
}
