// Form helpers shared by every management form: contract-schema validation with Spanish
// messages, the server's field errors mapped beside the fields, and the input modes.
export * from './schemaRules';
export * as contractValidators from './contractValidators.gen';
export * from './messages';
export * from './formErrors';
export * from './inputModes';
export * from './reportConfigForm';
