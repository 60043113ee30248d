import { useEffect } from 'react'

/**
 * A page's document title from inside the page (the error and 404 pages, which have no route `head`).
 * The server (React 19) renders a `<title>`, which React hoists into `<head>`. The browser runs Preact
 * (ADR 0041), which would render that `<title>` where it stands, inside the body, and find the server's
 * HTML without it: there the title is set on the document instead, and given back when the page goes
 * unless the next page has set its own.
 */
export function DocumentTitle({ text }: { text: string }) {
  useEffect(() => {
    const before = document.title
    document.title = text
    return () => {
      if (document.title === text) document.title = before
    }
  }, [text])
  return typeof document === 'undefined' ? <title>{text}</title> : null
}
