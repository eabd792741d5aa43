/** Where the member's light/dark choice is kept in local storage (read before any script, see the head script). */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';
