// The one entry of this module: what the rest of the server may use of it (lint refuses
// imports of its other files from outside the module).
export { handlers } from './handlers';
export { hashPassword } from './passwordHash';
// Single sign-on (modules/sso) opens the same session and answers the same profile.
export { createSession } from './sessions';
export { loadProfile } from './profile';
// ...and hands a user with two-step sign-in to the same second step.
export { secondStepDueFor } from './twoStep';
