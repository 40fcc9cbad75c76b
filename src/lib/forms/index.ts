// Form helpers shared by every management form: contract-schema validation with Spanish
// messages, the server's field errors mapped beside the fields, and the input modes.
// The contract's validators are imported from their own module (contractValidators.gen), not
// from here: every screen that uses a form helper would otherwise download all of them.
export * from './schemaRules';
export * from './messages';
export * from './formErrors';
export * from './inputModes';
export * from './reportScheduleForm';
