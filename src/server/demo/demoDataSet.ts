// The demo data set: two customers, six real stations of the CRE fixture (ids are those of
// the regulator's places) and one account per role and permission case.
// Every demo account uses DEMO_PASSWORD. Usernames are the part of the e-mail before '@'.
import type { PermissionFlag } from '../db/schema';
import { ROLE } from '../db/schema';

export const DEMO_PASSWORD = 'Demo#2026!';

export interface DemoCustomer {
  key: 'main' | 'other';
  legal_name: string;
  name: string;
  rfc: string;
  city: string;
  state: string;
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    key: 'main',
    legal_name: 'Grupo Surtidor Demo S.A. de C.V.',
    name: 'Grupo Surtidor Demo',
    rfc: 'GSD200101AA1',
    city: 'Aguascalientes',
    state: 'Aguascalientes',
  },
  {
    key: 'other',
    legal_name: 'Combustibles del Bajío Demo S.A. de C.V.',
    name: 'Combustibles del Bajío',
    rfc: 'CBD200101BB2',
    city: 'Querétaro',
    state: 'Querétaro',
  },
];

export interface DemoStation {
  customer: DemoCustomer['key'];
  /** place_id in the CRE fixture: name, permit and coordinates come from there. */
  crePlaceId: number;
  city: string;
  state: string;
  customerGasStationId: string;
}

/** In insertion order: on a fresh database they get ids 1..6. */
export const DEMO_STATIONS: DemoStation[] = [
  {
    customer: 'main',
    crePlaceId: 2700,
    city: 'Aguascalientes',
    state: 'Aguascalientes',
    customerGasStationId: 'AGS-01',
  },
  {
    customer: 'main',
    crePlaceId: 3652,
    city: 'Aguascalientes',
    state: 'Aguascalientes',
    customerGasStationId: 'AGS-02',
  },
  {
    customer: 'main',
    crePlaceId: 9245,
    city: 'Aguascalientes',
    state: 'Aguascalientes',
    customerGasStationId: 'AGS-03',
  },
  {
    customer: 'main',
    crePlaceId: 10857,
    city: 'Querétaro',
    state: 'Querétaro',
    customerGasStationId: 'QRO-01',
  },
  {
    customer: 'main',
    crePlaceId: 6177,
    city: 'Querétaro',
    state: 'Querétaro',
    customerGasStationId: 'QRO-02',
  },
  {
    customer: 'other',
    crePlaceId: 7003,
    city: 'Querétaro',
    state: 'Querétaro',
    customerGasStationId: 'BJ-01',
  },
];

const ALL_FLAGS: PermissionFlag[] = ['dashboard', 'files', 'vms', 'data', 'settings'];

export interface DemoUser {
  email: string;
  name: string;
  roleId: number;
  customer: DemoCustomer['key'] | null;
  /** null = no permission object at all. */
  permissions: PermissionFlag[] | null;
  /** Gets access (user_gas_stations) to every station of its customer. */
  customerStations: boolean;
  mustChangePassword?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.surtidor.mx',
    name: 'Ana Administradora',
    roleId: ROLE.Admin,
    customer: null,
    permissions: ALL_FLAGS,
    customerStations: false,
  },
  {
    email: 'editor@demo.surtidor.mx',
    name: 'Eduardo Editor',
    roleId: ROLE.Editor,
    customer: 'main',
    permissions: ALL_FLAGS,
    customerStations: true,
  },
  {
    email: 'visor@demo.surtidor.mx',
    name: 'Valeria Visora',
    roleId: ROLE.Visor,
    customer: 'main',
    permissions: ['dashboard', 'files'],
    customerStations: true,
  },
  {
    email: 'sinpermisos@demo.surtidor.mx',
    name: 'Simón Sin Permisos',
    roleId: ROLE.Visor,
    customer: 'main',
    permissions: null,
    customerStations: true,
  },
  {
    email: 'proveedor@demo.surtidor.mx',
    name: 'Pablo Proveedor',
    roleId: ROLE.Proveedor,
    customer: null,
    permissions: ['dashboard'],
    customerStations: false,
  },
  {
    email: 'nuevo@demo.surtidor.mx',
    name: 'Nora Nueva',
    roleId: ROLE.Editor,
    customer: 'main',
    permissions: ALL_FLAGS,
    customerStations: true,
    mustChangePassword: true,
  },
  {
    email: 'bajio@demo.surtidor.mx',
    name: 'Bruno del Bajío',
    roleId: ROLE.Editor,
    customer: 'other',
    permissions: ALL_FLAGS,
    customerStations: true,
  },
];

export const usernameOf = (email: string) => email.slice(0, email.indexOf('@'));
