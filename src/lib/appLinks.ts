// Links into a part of a screen that other areas open (the side menu, the avatar menu): the
// screen reads the same query parameter, so the link and the screen cannot drift apart.

/** Settings selects the tab named here (company, reports, users, token). */
export const SETTINGS_TAB_PARAM = 'tab';
/** The profile opens the section named here (password). */
export const PROFILE_SECTION_PARAM = 'section';

export const SETTINGS_USERS_PATH = `/settings?${SETTINGS_TAB_PARAM}=users`;
export const CHANGE_PASSWORD_PATH = `/profile?${PROFILE_SECTION_PARAM}=password`;
