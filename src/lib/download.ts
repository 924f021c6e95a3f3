/**
 * Saves text as a file the browser downloads (a spreadsheet export, for one). The staff API
 * takes its token in a header, which a plain link cannot send, so the page fetches the file and
 * hands it over as a blob.
 */
export function saveTextFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * A CSV file, with the byte-order mark spreadsheets need to read UTF-8 (a response's text has
 * lost it).
 */
export function saveCsv(name: string, csv: string): void {
  saveTextFile(name, csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`, 'text/csv;charset=utf-8')
}
