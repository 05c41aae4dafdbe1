/** An empty page: the shell a service worker or embedder can boot the app from. */
export default function AppShell(): null {
  return null;
}
