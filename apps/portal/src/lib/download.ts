/** Saves a text as a file, built in the page (nothing goes back to the server). */
export function downloadText(fileName: string, text: string, mediaType = 'text/plain; charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type: mediaType }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The browser may start reading the blob only after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
