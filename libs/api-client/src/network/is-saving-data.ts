interface NetworkInformationLike {
  saveData?: boolean;
}

/**
 * Whether the member asked their browser to save data (Chrome's Lite mode, Android's Data Saver: the `Save-Data`
 * request header's setting, as `navigator.connection.saveData`): then photos come smaller and no page is prefetched.
 */
export function isSavingData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData === true;
}
