const loading = new Map<string, Promise<void>>()

/** Loads an outside script once (Google Identity Services, a captcha), resolving when it has run. */
export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src)
  if (!pending) {
    pending = new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(src)
        reject(new Error(`could not load ${src}`))
      }
      document.head.appendChild(script)
    })
    loading.set(src, pending)
  }
  return pending
}
