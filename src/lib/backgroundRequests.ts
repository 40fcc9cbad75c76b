// The header (value '1') the web client sends with the requests a page makes on its own (the
// alerts badge's poll): the server checks the session as for any request but does not count it
// as the user's activity, so an open tab still goes idle (SESSION_IDLE_MINUTES).
export const BACKGROUND_HEADER = 'x-surtidor-background';
