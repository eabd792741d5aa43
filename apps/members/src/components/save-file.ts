/** Hands a file made in the browser to the browser's download (the member's data, an import's error report). */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
